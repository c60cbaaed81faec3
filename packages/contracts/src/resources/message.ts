import { z } from 'zod';
import { NAME_MAX, email, emailAddress, isoDateTime, objectId, optionalEgyptianPhone, optionalText } from '../common';

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

export const ContactMessageResponse = z.object({ data: ContactMessage });
export type ContactMessageResponse = z.infer<typeof ContactMessageResponse>;
