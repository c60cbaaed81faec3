import { toBodies, toForm } from './config-form';

const config = {
  name: 'Glow & Co.',
  slogan1: 'Glow',
  slogan2: 'Shine',
  description: 'Beauty',
  aboutUs1: 'A',
  aboutUs2: 'B',
};
const stats = {
  customerRating: 4.8,
  productsShipped: 12000,
  satisfactionRate: 98,
  avgResponseTime: 12.8,
  customersHelped: 600,
};
const social = {
  instagram: 'https://instagram.com/glow',
  facebook: '',
  tiktok: '',
  twitter: '',
  phone1: '+20 100',
  phone2: '',
};

describe('configuration form', () => {
  it('when the three sections load, then every input holds its value as text', () => {
    const form = toForm({ config, stats, social });
    expect(form.basics.name).toBe('Glow & Co.');
    expect(form.stats.customerRating).toBe('4.8');
    expect(form.social.phone1).toBe('+20 100');
  });

  it('when a section failed to load, then its inputs are empty and the others still fill', () => {
    const form = toForm({ config });
    expect(form.stats).toEqual({
      customerRating: '',
      productsShipped: '',
      satisfactionRate: '',
      avgResponseTime: '',
      customersHelped: '',
    });
    expect(form.basics.slogan1).toBe('Glow');
  });

  it('when saved, then texts are trimmed and statistics become numbers', () => {
    const form = toForm({ config, stats, social });
    form.basics.slogan1 = '  New slogan ';
    form.stats.customerRating = '4.5';
    const bodies = toBodies(form);
    expect(bodies.config.slogan1).toBe('New slogan');
    expect(bodies.stats).toEqual({ ...stats, customerRating: 4.5 });
    expect(bodies.social).toEqual(social);
  });

  it('when a statistic is left empty, then it is not sent rather than sent as 0', () => {
    const form = toForm({ config, stats, social });
    form.stats.productsShipped = ' ';
    expect(toBodies(form).stats).not.toHaveProperty('productsShipped');
  });
});

describe('the configuration in Arabic (decision 025)', () => {
  it('when the configuration has Arabic texts, then each fills its own input; missing ones are empty', () => {
    const form = toForm({ config: { ...config, nameAr: 'جلو', slogan1Ar: 'تألقي' } });
    expect(form.basics).toMatchObject({
      name: 'Glow & Co.',
      nameAr: 'جلو',
      slogan1Ar: 'تألقي',
      aboutUs2Ar: '',
    });
  });

  it('when saved, then every Arabic text goes trimmed beside its English one, an emptied one as ""', () => {
    const form = toForm({ config: { ...config, nameAr: 'جلو', slogan1Ar: 'تألقي' } });
    form.basics.nameAr = '  جلو آند كو ';
    form.basics.slogan1Ar = '';
    expect(toBodies(form).config).toEqual({
      ...config,
      nameAr: 'جلو آند كو',
      slogan1Ar: '',
      slogan2Ar: '',
      descriptionAr: '',
      aboutUs1Ar: '',
      aboutUs2Ar: '',
    });
  });
});
