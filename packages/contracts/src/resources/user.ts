import { z } from 'zod';
import {
  NAME_MAX,
  email,
  emailAddress,
  isoDateTime,
  nonEmptyString,
  objectId,
  optionalEgyptianPhone,
  optionalText,
  phoneText,
} from '../common';
import { Gender, genderField } from './gender';

export const Address = z.object({
  street: z.string().optional(),
  city: z.string().optional(),
  country: z.string().optional(),
  floor: z.string().optional(),
  apt: z.string().optional(),
  landmark: z.string().optional(),
});
export type Address = z.infer<typeof Address>;

/** Never carries a password or its hash: `z.object` strips unknown keys on encode. */
export const User = z.object({
  _id: objectId,
  first_name: z.string(),
  last_name: z.string(),
  email: emailAddress,
  phone_number: z.string().optional(),
  second_phone_number: z.string().optional(),
  gender: Gender.optional(),
  job_title: z.string().optional(),
  address: Address.optional(),
  is_admin: z.boolean(),
  is_moderator: z.boolean(),
  isVerified: z.boolean(),
  lastLogin: isoDateTime.nullable().optional(),
  createdAt: isoDateTime.optional(),
  updatedAt: isoDateTime.optional(),
});
export type User = z.infer<typeof User>;

/** Every address part may be '' (the profile shows N/A for empty values). */
export const AddressInput = z.strictObject({
  street: optionalText(200).optional(),
  city: optionalText(NAME_MAX).optional(),
  country: optionalText(NAME_MAX).optional(),
  floor: optionalText(20).optional(),
  apt: optionalText(20).optional(),
  landmark: optionalText(200).optional(),
});
export type AddressInput = z.infer<typeof AddressInput>;

/** PUT /auth/users/{id} by the user: never email, never roles. */
export const UpdateProfileBody = z.strictObject({
  first_name: nonEmptyString(NAME_MAX).optional(),
  last_name: nonEmptyString(NAME_MAX).optional(),
  phone_number: optionalEgyptianPhone.optional(),
  second_phone_number: optionalEgyptianPhone.optional(),
  gender: genderField,
  job_title: optionalText(NAME_MAX).optional(),
  address: AddressInput.optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;
export type UpdateProfileInput = z.input<typeof UpdateProfileBody>;

/** PUT /auth/users/{id} by an admin (admin spec §6): name, phone, gender, address and role. */
export const AdminUpdateUserBody = z.strictObject({
  first_name: nonEmptyString(NAME_MAX).optional(),
  last_name: nonEmptyString(NAME_MAX).optional(),
  phone_number: phoneText.optional(),
  gender: genderField,
  address: AddressInput.optional(),
  is_admin: z.boolean().optional(),
});
export type AdminUpdateUserBody = z.infer<typeof AdminUpdateUserBody>;
export type AdminUpdateUserInput = z.input<typeof AdminUpdateUserBody>;

export const UserResponse = z.object({ user: User });
export type UserResponse = z.infer<typeof UserResponse>;

export const UserListResponse = z.object({ users: z.array(User) });
export type UserListResponse = z.infer<typeof UserListResponse>;

export const PASSWORD_MIN = 8;
/** Caps the work an attacker can make the password hasher do. */
export const PASSWORD_MAX = 128;

/** Only these four keys: `is_admin`, `is_moderator`, `isVerified`, `_id` are rejected. */
/** The signup rules of a new password (also those of a password reset). */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const SignupBody = z.strictObject({
  first_name: nonEmptyString(NAME_MAX),
  last_name: nonEmptyString(NAME_MAX),
  email,
  password: newPassword,
});
export type SignupBody = z.infer<typeof SignupBody>;

/** No minimum beyond non-empty: a wrong password gets the same answer as an unknown email. */
export const LoginBody = z.strictObject({
  email,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** POST /auth/logout sends an empty body. */
export const LogoutBody = z.strictObject({});
export type LogoutBody = z.infer<typeof LogoutBody>;

/** Login, signup and GET /auth/me answer with the user; the token travels only in the cookie. */
export const AuthResponse = UserResponse;
export type AuthResponse = UserResponse;

/** POST /auth/password/forgot: answered 202 alike whether or not an account has this email (issue 32). */
export const ForgotPasswordBody = z.strictObject({ email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const FORGOT_PASSWORD_ACCEPTED =
  'If an account exists for this email, we have sent a link to reset the password. It works for 30 minutes.';

/** The reset link's token: 32 random bytes in base64url (43 characters); anything else cannot be one. */
export const PASSWORD_RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** POST /auth/password/reset → 204; the new password follows the signup rules. */
export const ResetPasswordBody = z.strictObject({
  token: z.string().regex(PASSWORD_RESET_TOKEN, 'This reset link is invalid or has expired'),
  password: newPassword,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;
