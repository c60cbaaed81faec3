import { UserListQuery } from './user-list';

describe('UserListQuery', () => {
  it('when nothing is sent, then it passes: the unpaged answer', () => {
    expect(UserListQuery.safeParse({}).success).toBe(true);
  });

  it('when a role, a search, a gender, a sort and both pages are sent, then they are read', () => {
    expect(
      UserListQuery.parse({
        role: 'customer',
        q: ' nour ',
        gender: 'Female',
        sort: 'email',
        adminPage: '1',
        customerPage: '3',
        limit: '5',
      }),
    ).toEqual({
      role: 'customer',
      q: 'nour',
      gender: 'Female',
      sort: 'email',
      adminPage: 1,
      customerPage: 3,
      limit: 5,
    });
  });

  it('when a sort, a gender or a page is unknown, then it is refused', () => {
    for (const query of [{ sort: 'lastLogin' }, { gender: 'x' }, { customerPage: '0' }, { page: '2' }])
      expect(UserListQuery.safeParse(query).success).toBe(false);
  });
});
