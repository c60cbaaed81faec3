import type { ReviewFields } from '../domain/reviews/review-repository';

/** Five published reviews and two waiting for moderation, written over the past weeks. */
export const demoReviews: Array<ReviewFields & { daysAgo: number }> = [
  {
    name: 'Nour El-Sayed',
    email: 'nour.elsayed@example.com',
    phoneNumber: '+20 100 555 0142',
    comment:
      'The vitamin C serum arrived in Maadi the next day, sealed and beautifully packed. My skin looks brighter after three weeks. I will definitely order again!',
    rating: 5,
    visibility: true,
    daysAgo: 3,
  },
  {
    name: 'Mariam Hassan',
    email: 'mariam.hassan@example.com',
    phoneNumber: '',
    comment:
      "Finally a shop where I don't worry about fakes. The sunscreen had its batch number and a long expiry date, and customer service answered my questions within minutes.",
    rating: 5,
    visibility: true,
    daysAgo: 9,
  },
  {
    name: 'Ahmed Mostafa',
    email: 'ahmed.mostafa@example.com',
    phoneNumber: '+20 122 555 0187',
    comment:
      'Bought a perfume as a gift for my wife. Delivery to Alexandria took three days, a little longer than I hoped, but the bottle was genuine and she loved it.',
    rating: 4,
    visibility: true,
    daysAgo: 16,
  },
  {
    name: 'Salma Abdelrahman',
    email: 'salma.abdelrahman@example.com',
    phoneNumber: '',
    comment:
      'Their adviser recommended a simple routine for my oily skin and it really helped. Cash on delivery made it easy to try them the first time.',
    rating: 5,
    visibility: true,
    daysAgo: 24,
  },
  {
    name: 'Yasmine Fawzy',
    email: 'yasmine.fawzy@example.com',
    phoneNumber: '+20 111 555 0123',
    comment:
      'Great prices on makeup compared to the malls in Cairo. The lipstick shade was slightly darker than the photo, but the quality is excellent.',
    rating: 4,
    visibility: true,
    daysAgo: 37,
  },
  {
    name: 'Omar Khaled',
    email: 'omar.khaled@example.com',
    phoneNumber: '',
    comment: 'Fast delivery to Heliopolis and everything was perfect. Thank you!',
    rating: 5,
    visibility: false,
    daysAgo: 1,
  },
  {
    name: 'Hana Ibrahim',
    email: 'hana.ibrahim@example.com',
    phoneNumber: '+20 106 555 0199',
    comment:
      'Good products and quick delivery to Mansoura. I wish there were more options for very sensitive skin.',
    rating: 4,
    visibility: false,
    daysAgo: 5,
  },
];
