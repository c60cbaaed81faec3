import type { User } from '@shop/contracts';
import {
  editBody,
  editForm,
  filterUsers,
  normalizeGender,
  sortUsers,
  splitByRole,
  userStats,
} from './user-rules';

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

describe('users screen rules', () => {
  it('when counted, then the five stat cards add up', () => {
    expect(userStats(users)).toEqual({ total: 4, admins: 2, customers: 2, male: 1, female: 2 });
  });

  it('when searched, then name, email and phone match; role and gender filters combine', () => {
    const all = { query: '', role: 'all', gender: 'all' } as const;
    expect(filterUsers(users, { ...all, query: 'MONA adel' }).map((u) => u.first_name)).toEqual(['mona']);
    expect(filterUsers(users, { ...all, query: '100 5' })).toHaveLength(1);
    expect(filterUsers(users, { ...all, role: 'admin' }).map((u) => u.first_name)).toEqual(['Omar', 'Hana']);
    expect(
      filterUsers(users, { ...all, role: 'customer', gender: 'Female' }).map((u) => u.first_name),
    ).toEqual(['mona']);
    expect(filterUsers(users, { ...all, gender: 'Other' }).map((u) => u.first_name)).toEqual(['Ziad']);
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

  it('when split, then admins and customers go to their own tables', () => {
    const { admins, customers } = splitByRole(users);
    expect(admins.map((u) => u.first_name)).toEqual(['Omar', 'Hana']);
    expect(customers.map((u) => u.first_name)).toEqual(['mona', 'Ziad']);
  });

  it('when the gender is missing or unknown, then it becomes Other', () => {
    expect(normalizeGender(undefined)).toBe('Other');
    expect(normalizeGender('male')).toBe('Other');
    expect(normalizeGender('Female')).toBe('Female');
  });

  it('when an edit is sent, then it carries name, phone, gender, address and role but never the email', () => {
    const form = editForm(users[2] as User);
    expect(form.gender).toBe('Other');
    const body = editBody({
      ...form,
      first_name: ' Ziad ',
      city: 'Giza',
      gender: 'nonsense',
      is_admin: true,
    });
    expect(body).toEqual({
      first_name: 'Ziad',
      last_name: 'Nour',
      phone_number: '',
      gender: 'Other',
      address: { street: '', city: 'Giza', country: '', floor: '', apt: '', landmark: '' },
      is_admin: true,
    });
    expect(body).not.toHaveProperty('email');
  });
});
