import type { FaqFields } from '../domain/faqs/faq-repository';

/** Six visible FAQs and one hidden draft; their order here is the order the storefront shows. */
export const demoFaqs: FaqFields[] = [
  {
    question: 'How long does delivery take?',
    answer:
      'Orders in Cairo and Giza arrive within 1–2 working days. Alexandria and the Delta take 2–3 working days, and Upper Egypt, the Canal cities and the Red Sea 3–5 working days. We send you a text message as soon as your order leaves our warehouse.',
    visibility: true,
  },
  {
    question: 'Can I pay cash on delivery?',
    answer:
      'Yes. Cash on delivery is available everywhere we deliver in Egypt. Please have the exact amount ready, as couriers do not always carry change.',
    visibility: true,
  },
  {
    question: 'Are your products authentic?',
    answer:
      'Always. We buy only from the brands themselves or their official distributors in Egypt and never sell grey-market or repackaged stock. Every item arrives sealed, with its batch number and expiry date printed on the pack.',
    visibility: true,
  },
  {
    question: 'What is your return policy?',
    answer:
      'You can return any unopened product within 14 days of delivery for a full refund. If something arrives damaged or is not what you ordered, contact us within 48 hours and we will replace it free of charge.',
    visibility: true,
  },
  {
    question: 'How do I know which products suit my skin type?',
    answer:
      'Every product page says which skin types it is made for. If you are unsure, send us a message with your skin type and concerns (for example oily with breakouts, or dry and sensitive) and one of our beauty advisers will suggest a routine.',
    visibility: true,
  },
  {
    question: 'How can I track my order?',
    answer:
      "Once your order ships we text you the courier's tracking number. You can also call us or use the contact form with your order number and we will tell you exactly where it is.",
    visibility: true,
  },
  {
    question: 'Do you ship outside Egypt?',
    answer:
      'Not yet. We deliver only within Egypt for now, and we are working on shipping to other countries in the region.',
    visibility: false,
  },
];
