import type { Gender, UpdateProfileInput, User } from '@shop/contracts';

export const GENDERS: readonly Gender[] = ['Male', 'Female', 'Other'];

/** Storefront spec §5: a gender that is missing or unknown is sent as 'Other'. */
export function normalizeGender(value: string | undefined): Gender {
  return GENDERS.includes(value as Gender) ? (value as Gender) : 'Other';
}

export function accountType(user: Pick<User, 'is_admin' | 'is_moderator'>): 'Admin' | 'Moderator' | 'User' {
  if (user.is_admin) return 'Admin';
  if (user.is_moderator) return 'Moderator';
  return 'User';
}

/** Address parts show 'N/A' when empty. */
export function orNA(value: string | undefined | null): string {
  return value && value.trim() ? value : 'N/A';
}

export interface ProfileForm {
  first_name: string;
  last_name: string;
  phone_number: string;
  second_phone_number: string;
  gender: string;
  job_title: string;
}

export function profileForm(user: User): ProfileForm {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    phone_number: user.phone_number ?? '',
    second_phone_number: user.second_phone_number ?? '',
    gender: user.gender ?? '',
    job_title: user.job_title ?? '',
  };
}

/** The PUT /auth/users/{id} body: never email or roles (the server refuses them anyway). */
export function profileUpdateBody(form: ProfileForm): UpdateProfileInput {
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    phone_number: form.phone_number.trim(),
    second_phone_number: form.second_phone_number.trim(),
    gender: normalizeGender(form.gender),
    job_title: form.job_title.trim(),
  };
}
