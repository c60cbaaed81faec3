import { z } from 'zod';
import {
  NAME_MAX,
  email,
  emailAddress,
  isoDateTime,
  objectId,
  optionalEgyptianPhone,
  optionalText,
  pageFields,
} from '../common';

export const MESSAGE_MAX = 2000;

export const MessageStatus = z.enum(['active', 'archived']);
export type MessageStatus = z.infer<typeof MessageStatus>;

export const ContactMessage = z.object({
  _id: objectId,
  first_name: z.string(),
  last_name: z.string(),
  email: emailAddress,
  phone_number: z.string(),
  message: z.string(),
  message_status: MessageStatus,
  createdAt: isoDateTime,
});
export type ContactMessage = z.infer<typeof ContactMessage>;

/*
 * The form has no required-field rules (storefront spec §5); the server needs a way to answer and
 * something to read, so email and message are required, the rest may be ''.
 */
export const CreateContactMessageBody = z.strictObject({
  first_name: optionalText(NAME_MAX).default(''),
  last_name: optionalText(NAME_MAX).default(''),
  email,
  phone_number: optionalEgyptianPhone.default(''),
  message: z
    .string()
    .trim()
    .min(1, 'Please write a message')
    .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
});
export type CreateContactMessageBody = z.infer<typeof CreateContactMessageBody>;
export type CreateContactMessageInput = z.input<typeof CreateContactMessageBody>;

/** Archive is the only transition (admin spec §4). */
export const UpdateMessageStatusBody = z.strictObject({ message_status: z.literal('archived') });
export type UpdateMessageStatusBody = z.infer<typeof UpdateMessageStatusBody>;

export const ContactMessageListResponse = z.object({ data: z.array(ContactMessage) });
export type ContactMessageListResponse = z.infer<typeof ContactMessageListResponse>;

export const MESSAGE_PAGE_LIMIT_DEFAULT = 5;
export const MESSAGE_PAGE_LIMIT_MAX = 50;
export const MESSAGE_SEARCH_MAX = 200;

/**
 * `GET /messages`: without parameters every message, newest first (`{ data }`, the admin spec's answer); with
 * `status` one page of that tab, searched on the server (issue 36): `q` is a case-insensitive "contains" over the
 * sender's name, email, phone and message, as the admin screen's search box.
 */
export const ContactMessageListQuery = z
  .strictObject({
    status: MessageStatus.optional(),
    q: z.string().trim().max(MESSAGE_SEARCH_MAX).optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_LIMIT_MAX).optional(),
  })
  .refine((query) => query.status !== undefined || (query.q ?? query.page ?? query.limit) === undefined, {
    message: 'q, page and limit need a status (the tab to page)',
    path: ['status'],
  });
export type ContactMessageListQuery = z.infer<typeof ContactMessageListQuery>;
export type ContactMessageListQueryInput = z.input<typeof ContactMessageListQuery>;

/** One page of a tab; `total` counts the tab's matches, `counts` both tabs' (after the search, for their labels). */
export const ContactMessagePage = z.object({
  data: z.array(ContactMessage),
  ...pageFields,
  counts: z.object({ active: z.number().int().min(0), archived: z.number().int().min(0) }),
});
export type ContactMessagePage = z.infer<typeof ContactMessagePage>;

export const ContactMessageListAnswer = z.union([ContactMessagePage, ContactMessageListResponse]);

export const ContactMessageResponse = z.object({ data: ContactMessage });
export type ContactMessageResponse = z.infer<typeof ContactMessageResponse>;
