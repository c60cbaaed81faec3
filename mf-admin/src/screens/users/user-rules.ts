import type { AdminUpdateUserInput, User, UserSortKey } from '@shop/contracts';
import { GENDERS } from '../../constants';

export type Gender = (typeof GENDERS)[number];
export type RoleFilter = 'all' | 'admin' | 'customer';
export type GenderFilter = 'all' | Gender;
export type SortKey = UserSortKey;

export const fullName = (user: Pick<User, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`.trim();

export interface UserFilters {
  query: string;
  role: RoleFilter;
  gender: GenderFilter;
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
