/*
 * Request bodies as the front ends send them. Overrides are loose on purpose: validation tests send
 * wrong types and unknown keys through the same factories.
 */
type Body = Record<string, unknown>;

export function buildFaq(overrides: Body = {}): Body {
  return {
    question: 'How long does delivery take to Alexandria?',
    answer: 'Two to three working days.',
    visibility: true,
    ...overrides,
  };
}

export function buildReview(overrides: Body = {}): Body {
  return {
    name: 'Nour El-Sayed',
    email: 'nour@example.com',
    phoneNumber: '+20 100 555 0142',
    comment: 'Genuine products and fast delivery to Maadi.',
    rating: 5,
    visibility: false,
    ...overrides,
  };
}

export function buildAnnouncement(overrides: Body = {}): Body {
  return {
    title: 'Announcement',
    content: 'Free shipping in Cairo and Giza on orders over 1,000 EGP',
    visibility: true,
    ...overrides,
  };
}

export function buildMessage(overrides: Body = {}): Body {
  return {
    first_name: 'Mariam',
    last_name: 'Hassan',
    email: 'mariam@example.com',
    phone_number: '+20 122 555 0187',
    message: 'Do you have the vitamin C serum in the 50 ml size?',
    ...overrides,
  };
}

/** A stored script that must come back exactly as sent. */
export const SCRIPT_TEXT = `<script>alert("xss")</script><img src=x onerror="alert(1)"> & 'quotes'`;
