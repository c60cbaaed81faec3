import { z } from 'zod';
import { Gender } from './gender';
import { User, UserListResponse } from './user';

export const USER_PAGE_LIMIT_DEFAULT = 5;
export const USER_PAGE_LIMIT_MAX = 50;
export const USER_SEARCH_MAX = 200;

export const UserRole = z.enum(['admin', 'customer']);
export type UserRole = z.infer<typeof UserRole>;

/** The admin Users screen's sorts (admin spec §5); ties keep the name order. */
export const UserSortKey = z.enum(['name', 'email', 'gender', 'role']);
export type UserSortKey = z.infer<typeof UserSortKey>;

/**
 * `GET /auth/users`: without parameters every account (`{ users }`, the admin spec's answer); with `role` one page
 * of that role's table (issue 36), searched, filtered by gender and sorted on the server: `q` is a case-insensitive
 * "contains" over the full name, email and phone, `gender` 'Other' also takes accounts without a gender.
 */
export const UserListQuery = z
  .strictObject({
    role: UserRole.optional(),
    q: z.string().trim().max(USER_SEARCH_MAX).optional(),
    gender: Gender.optional(),
    sort: UserSortKey.optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    limit: z.coerce.number().int().min(1).max(USER_PAGE_LIMIT_MAX).optional(),
  })
  .refine(
    ({ role, ...rest }) => role !== undefined || Object.values(rest).every((value) => value === undefined),
    { message: 'q, gender, sort, page and limit need a role (the table to page)', path: ['role'] },
  );
export type UserListQuery = z.infer<typeof UserListQuery>;
export type UserListQueryInput = z.input<typeof UserListQuery>;

/** The screen's five figures, over every account (not the search). */
export const UserStats = z.object({
  total: z.number().int().min(0),
  admins: z.number().int().min(0),
  customers: z.number().int().min(0),
  male: z.number().int().min(0),
  female: z.number().int().min(0),
});
export type UserStats = z.infer<typeof UserStats>;

/** One page of a role's table; `total` counts that table's matches. */
export const UserPage = z.object({
  users: z.array(User),
  total: z.number().int().min(0),
  /** The page answered: a page past the end (after a delete) falls back to the last one. */
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  stats: UserStats,
});
export type UserPage = z.infer<typeof UserPage>;

export const UserListAnswer = z.union([UserPage, UserListResponse]);
