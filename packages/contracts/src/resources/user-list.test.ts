import { UserListQuery } from './user-list';

describe('UserListQuery', () => {
  it('when nothing is sent, then it passes: the unpaged answer', () => {
    expect(UserListQuery.safeParse({}).success).toBe(true);
  });

  it('when a role, a search, a gender, a sort and a page are sent, then they are read', () => {
    expect(
      UserListQuery.parse({
        role: 'customer',
        q: ' nour ',
        gender: 'Female',
        sort: 'email',
        page: '3',
        limit: '5',
      }),
    ).toEqual({ role: 'customer', q: 'nour', gender: 'Female', sort: 'email', page: 3, limit: 5 });
  });

  it('when a page, a search or a sort comes without a role, then it is refused', () => {
    for (const query of [{ page: '2' }, { q: 'nour' }, { sort: 'name' }])
      expect(UserListQuery.safeParse(query).success).toBe(false);
  });
});
