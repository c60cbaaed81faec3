import type { User } from '@shop/contracts';
import { matchesSearch, searchKey, searchKeys } from './user-keys';
import { sortUsers } from './user-pages';

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
  it('when searched, then each word starts a word of the full name, email or phone, any case or accent', () => {
    const found = (query: string) => users.filter((u) => matchesSearch(u, query)).map((u) => u.first_name);
    expect(found('MONA adel')).toEqual(['mona']);
    expect(found('mon ad')).toEqual(['mona']);
    expect(found('100 5')).toEqual(['mona']);
    expect(found('omar@x.e')).toEqual(['Omar']);
    expect(found('ONA')).toEqual([]);
    expect(found('  ')).toHaveLength(4);
    expect(found('HÁNA')).toEqual(['Hana']);
  });

  it('when a search is looked up, then by the prefix of its longest word, which the account stores', () => {
    expect(searchKey('mo adel')).toBe('adel');
    expect(searchKey(' -- ')).toBeUndefined();
    expect(searchKeys(users[1]!)).toEqual(
      expect.arrayContaining(['m', 'mo', 'mona', 'ade', '20', '100', 'x', 'eg']),
    );
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
