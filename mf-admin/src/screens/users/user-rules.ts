import type { AdminUpdateUserInput, User } from '@shop/contracts';
import { GENDERS } from '../../constants';
import { matchesQuery } from '../../shared/text-search';

export type Gender = (typeof GENDERS)[number];
export type RoleFilter = 'all' | 'admin' | 'customer';
export type GenderFilter = 'all' | Gender;
export type SortKey = 'name' | 'email' | 'gender' | 'role';

export const fullName = (user: Pick<User, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`.trim();
export const roleOf = (user: Pick<User, 'is_admin'>) => (user.is_admin ? 'Admin' : 'Customer');

export interface UserStats {
  total: number;
  admins: number;
  customers: number;
  male: number;
  female: number;
}

export function userStats(users: readonly User[]): UserStats {
  const admins = users.filter((user) => user.is_admin).length;
  return {
    total: users.length,
    admins,
    customers: users.length - admins,
    male: users.filter((user) => user.gender === 'Male').length,
    female: users.filter((user) => user.gender === 'Female').length,
  };
}

export interface UserFilters {
  query: string;
  role: RoleFilter;
  gender: GenderFilter;
}

export function filterUsers(users: readonly User[], { query, role, gender }: UserFilters): User[] {
  return users.filter(
    (user) =>
      (role === 'all' || user.is_admin === (role === 'admin')) &&
      (gender === 'all' || normalizeGender(user.gender) === gender) &&
      matchesQuery(query, [fullName(user), user.email, user.phone_number]),
  );
}

const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const SORTS: Record<SortKey, (a: User, b: User) => number> = {
  name: (a, b) => text(fullName(a), fullName(b)),
  email: (a, b) => text(a.email, b.email),
  gender: (a, b) => GENDERS.indexOf(normalizeGender(a.gender)) - GENDERS.indexOf(normalizeGender(b.gender)),
  role: (a, b) => Number(b.is_admin) - Number(a.is_admin),
};

/** Stable: ties keep the name order, so a sort by gender or role still reads alphabetically. */
export function sortUsers(users: readonly User[], key: SortKey): User[] {
  return [...users].sort((a, b) => SORTS[key](a, b) || SORTS.name(a, b));
}

export function splitByRole(users: readonly User[]): { admins: User[]; customers: User[] } {
  return { admins: users.filter((user) => user.is_admin), customers: users.filter((user) => !user.is_admin) };
}

/** Admin spec §5: a gender that is missing or not Male, Female or Other is sent as 'Other'. */
export function normalizeGender(value: unknown): Gender {
  return (GENDERS as readonly unknown[]).includes(value) ? (value as Gender) : 'Other';
}

export interface EditUserForm {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  gender: string;
  street: string;
  city: string;
  country: string;
  floor: string;
  apt: string;
  landmark: string;
  is_admin: boolean;
}

export function editForm(user: User): EditUserForm {
  const address = user.address ?? {};
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone_number: user.phone_number ?? '',
    gender: normalizeGender(user.gender),
    street: address.street ?? '',
    city: address.city ?? '',
    country: address.country ?? '',
    floor: address.floor ?? '',
    apt: address.apt ?? '',
    landmark: address.landmark ?? '',
    is_admin: user.is_admin,
  };
}

/** The fields an admin may change (never the email). */
export function editBody(form: EditUserForm): AdminUpdateUserInput {
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    phone_number: form.phone_number.trim(),
    gender: normalizeGender(form.gender),
    address: {
      street: form.street.trim(),
      city: form.city.trim(),
      country: form.country.trim(),
      floor: form.floor.trim(),
      apt: form.apt.trim(),
      landmark: form.landmark.trim(),
    },
    is_admin: form.is_admin,
  };
}

export const NO_USERS_FOUND = 'No users found matching your search criteria.';
