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
 * `GET /auth/users`: without parameters every account (`{ users }`, the admin spec's answer); with any of these, one
 * page of each role's table (issue 36), searched, filtered and sorted on the server: each word of `q` starts a word
 * of the full name, email or phone (any case or accent; answered from an index, decision 018); `gender` 'Other'
 * also takes accounts without one; `role` leaves only that table (the other answers empty).
 */
export const UserListQuery = z.strictObject({
  role: UserRole.optional(),
  q: z.string().trim().max(USER_SEARCH_MAX).optional(),
  gender: Gender.optional(),
  sort: UserSortKey.optional(),
  adminPage: z.coerce.number().int().min(1).max(100_000).optional(),
  customerPage: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(USER_PAGE_LIMIT_MAX).optional(),
});
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
export const UserTablePage = z.object({
  users: z.array(User),
  total: z.number().int().min(0),
  /** The page answered: a page past the end (after a delete) falls back to the last one. */
  page: z.number().int().min(1),
});
export type UserTablePage = z.infer<typeof UserTablePage>;

/** Both tables at their pages, with the figures: the screen's one request. */
export const UserPages = z.object({
  admins: UserTablePage,
  customers: UserTablePage,
  limit: z.number().int().min(1),
  stats: UserStats,
});
export type UserPages = z.infer<typeof UserPages>;

export const UserListAnswer = z.union([UserPages, UserListResponse]);
