import { SiteConfig, UpdateSiteConfigBody, UpdateSocialLinksBody, UpdateStatsBody } from './site-config';

const stats = {
  customerRating: 4.8,
  productsShipped: 1200,
  satisfactionRate: 98.5,
  avgResponseTime: 12.8,
  customersHelped: 600,
};
const social = {
  instagram: 'https://instagram.com/glowshop.eg',
  facebook: 'https://facebook.com/glowshop.eg',
  tiktok: '',
  twitter: '',
  phone1: '+20 100 123 4567',
  phone2: '',
};
const config = {
  name: 'Glow Shop',
  slogan1: 'Beauty, delivered',
  slogan2: 'Made for Egypt',
  description: 'Cosmetics and skincare.',
  aboutUs1: 'We started in Cairo.',
  aboutUs2: 'We ship everywhere.',
};

describe('UpdateSiteConfigBody', () => {
  it('when the configuration screen saves, then it passes', () => {
    expect(UpdateSiteConfigBody.parse(config)).toEqual(config);
    expect(SiteConfig.safeParse(config).success).toBe(true);
  });

  it('when a name is too long or an unknown key is sent, then it is rejected', () => {
    expect(UpdateSiteConfigBody.safeParse({ name: 'n'.repeat(101) }).success).toBe(false);
    expect(UpdateSiteConfigBody.safeParse({ ...config, theme: 'dark' }).success).toBe(false);
  });
});

describe('UpdateStatsBody', () => {
  it('when the statistics are saved, then they pass', () => {
    expect(UpdateStatsBody.parse(stats)).toEqual(stats);
  });

  it.each([
    ['customerRating 5.1', { customerRating: 5.1 }],
    ['customerRating 4.25', { customerRating: 4.25 }],
    ['satisfactionRate 101', { satisfactionRate: 101 }],
    ['negative productsShipped', { productsShipped: -1 }],
    ['avgResponseTime as text', { avgResponseTime: '12.8' }],
  ])('when statistics have %s, then they are rejected', (_label, change) => {
    expect(UpdateStatsBody.safeParse({ ...stats, ...change }).success).toBe(false);
  });
});

describe('UpdateSocialLinksBody', () => {
  it('when links are http(s) or empty and phones look like phones, then they pass', () => {
    expect(UpdateSocialLinksBody.parse(social)).toEqual(social);
  });

  it.each([
    ['a javascript: link', { instagram: 'javascript:alert(1)' }],
    ['a link without a scheme', { facebook: 'facebook.com/glowshop' }],
    ['a phone with letters', { phone1: 'call us' }],
    ['a phone of 21 characters', { phone2: '1'.repeat(21) }],
    ['a link as an operator', { tiktok: { $gt: '' } }],
  ])('when social links have %s, then they are rejected', (_label, change) => {
    expect(UpdateSocialLinksBody.safeParse({ ...social, ...change }).success).toBe(false);
  });
});
