import type { User } from '@shop/contracts';
import { matchesUser, sortUsers } from './user-pages';

const user = (overrides: Partial<User>): User => ({
  _id: '65f1a2b3c4d5e6f708192a40',
  first_name: 'Mona',
  last_name: 'Adel',
  email: 'mona@shop.local',
  is_admin: false,
  is_moderator: false,
  isVerified: true,
  ...overrides,
});

const users = [
  user({
    _id: '1'.repeat(24),
    first_name: 'Omar',
    last_name: 'Said',
    email: 'omar@x.eg',
    gender: 'Male',
    is_admin: true,
  }),
  user({
    _id: '2'.repeat(24),
    first_name: 'mona',
    last_name: 'Adel',
    email: 'b@x.eg',
    gender: 'Female',
    phone_number: '+20 100 5',
  }),
  user({ _id: '3'.repeat(24), first_name: 'Ziad', last_name: 'Nour', email: 'a@x.eg', gender: undefined }),
  user({
    _id: '4'.repeat(24),
    first_name: 'Hana',
    last_name: 'Ali',
    email: 'c@x.eg',
    gender: 'Female',
    is_admin: true,
  }),
];

describe('the Users screen search and sorts, on the server', () => {
  it('when searched, then the full name, email and phone match, case-insensitive', () => {
    expect(users.filter((u) => matchesUser(u, 'MONA adel')).map((u) => u.first_name)).toEqual(['mona']);
    expect(users.filter((u) => matchesUser(u, '100 5'))).toHaveLength(1);
    expect(users.filter((u) => matchesUser(u, '  '))).toHaveLength(4);
  });

  it('when sorted, then by name, email, gender or role, ties in name order', () => {
    expect(sortUsers(users, 'name').map((u) => u.first_name)).toEqual(['Hana', 'mona', 'Omar', 'Ziad']);
    expect(sortUsers(users, 'email').map((u) => u.email)).toEqual([
      'a@x.eg',
      'b@x.eg',
      'c@x.eg',
      'omar@x.eg',
    ]);
    expect(sortUsers(users, 'gender').map((u) => u.first_name)).toEqual(['Omar', 'Hana', 'mona', 'Ziad']);
    expect(sortUsers(users, 'role').map((u) => u.first_name)).toEqual(['Hana', 'Omar', 'mona', 'Ziad']);
  });
});
