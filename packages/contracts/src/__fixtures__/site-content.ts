/*
 * The public reads that `/`'s data block carries (SiteBootstrap), as the content service and the catalog answer
 * them: each passes its read's response schema, so a reader that checks the contract takes them as they are.
 */

export const siteConfig = {
  name: 'Bloom',
  slogan1: 's1',
  slogan2: 's2',
  description: 'd',
  aboutUs1: 'a',
  aboutUs2: 'b',
};

export const siteStats = {
  customerRating: 4.8,
  productsShipped: 1200,
  satisfactionRate: 98,
  avgResponseTime: 12.8,
  customersHelped: 600,
};

export const socialLinks = {
  instagram: 'https://instagram.com/bloom',
  facebook: '',
  tiktok: '',
  twitter: '',
  phone1: '',
  phone2: '',
};

export const visibleAnnouncement = {
  _id: '65f1a2b3c4d5e6f708192a50',
  title: 'Announcement' as const,
  content: 'Free samples',
  visibility: true,
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
};

export const visibleAnnouncements = { data: [visibleAnnouncement] };

export const categoryList = {
  data: [{ _id: '65f1a2b3c4d5e6f708192a51', title: 'Skin', description: 'Serums' }],
};
