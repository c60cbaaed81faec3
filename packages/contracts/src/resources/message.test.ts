import {
  ContactMessageListQuery,
  ContactMessageListResponse,
  CreateContactMessageBody,
  UpdateMessageStatusBody,
} from './message';

const form = {
  first_name: 'Youssef',
  last_name: 'Adel',
  email: 'youssef@example.com',
  phone_number: '01112223334',
  message: 'Do you ship to Hurghada?',
};

describe('CreateContactMessageBody', () => {
  it('when the contact form is sent, then it passes', () => {
    expect(CreateContactMessageBody.parse(form)).toEqual(form);
  });

  it('when names and phone are empty, then it still passes (the form has no required fields)', () => {
    expect(
      CreateContactMessageBody.safeParse({ ...form, first_name: '', last_name: '', phone_number: '' })
        .success,
    ).toBe(true);
  });

  it('when the message is empty or longer than 2000 characters, then it is rejected', () => {
    expect(CreateContactMessageBody.safeParse({ ...form, message: ' ' }).success).toBe(false);
    expect(CreateContactMessageBody.safeParse({ ...form, message: 'm'.repeat(2000) }).success).toBe(true);
    expect(CreateContactMessageBody.safeParse({ ...form, message: 'm'.repeat(2001) }).success).toBe(false);
  });

  it('when the email is invalid or an operator, then it is rejected', () => {
    expect(CreateContactMessageBody.safeParse({ ...form, email: 'youssef' }).success).toBe(false);
    expect(CreateContactMessageBody.safeParse({ ...form, email: { $gt: '' } }).success).toBe(false);
  });

  it('when the client sets message_status, then it is rejected', () => {
    expect(CreateContactMessageBody.safeParse({ ...form, message_status: 'archived' }).success).toBe(false);
  });
});

describe('UpdateMessageStatusBody', () => {
  it('when the admin archives, then it passes; "active" or anything else is rejected', () => {
    expect(UpdateMessageStatusBody.safeParse({ message_status: 'archived' }).success).toBe(true);
    expect(UpdateMessageStatusBody.safeParse({ message_status: 'active' }).success).toBe(false);
    expect(UpdateMessageStatusBody.safeParse({ message_status: { $ne: 'x' } }).success).toBe(false);
  });
});

describe('ContactMessageListResponse', () => {
  it('when the admin lists messages, then the answer is { data }', () => {
    const stored = {
      _id: '65f1a2b3c4d5e6f708192a3b',
      ...form,
      message_status: 'active',
      createdAt: '2025-03-14T10:15:30.000Z',
    };
    expect(ContactMessageListResponse.safeParse({ data: [stored] }).success).toBe(true);
  });
});

describe('ContactMessageListQuery', () => {
  it('when nothing is sent, then it passes: the unpaged answer', () => {
    expect(ContactMessageListQuery.safeParse({}).success).toBe(true);
  });

  it('when a tab, a page, a limit and a search are sent, then they are read as numbers and trimmed text', () => {
    expect(ContactMessageListQuery.parse({ status: 'active', page: '2', limit: '5', q: ' nour ' })).toEqual({
      status: 'active',
      page: 2,
      limit: 5,
      q: 'nour',
    });
  });

  it('when a page or a search comes without a status, then it is refused', () => {
    expect(ContactMessageListQuery.safeParse({ page: '2' }).success).toBe(false);
    expect(ContactMessageListQuery.safeParse({ q: 'nour' }).success).toBe(false);
  });
});
