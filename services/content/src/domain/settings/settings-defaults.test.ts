import { defaultsNotIn, settingsDefaults, withDefaults } from './settings-defaults';

describe('settings defaults', () => {
  it('when nothing is stored, then the defaults are answered', () => {
    expect(withDefaults('statistics', null)).toEqual(settingsDefaults.statistics);
    expect(settingsDefaults.statistics).toEqual({
      customerRating: 4.8,
      productsShipped: 12000,
      satisfactionRate: 98,
      avgResponseTime: 12.8,
      customersHelped: 600,
    });
  });

  it('when some fields are stored, then they win and stray fields are dropped', () => {
    const merged = withDefaults('socialLinks', {
      _id: 'socialLinks',
      instagram: 'https://instagram.com/x',
      stray: 1,
    });
    expect(merged).toEqual({ ...settingsDefaults.socialLinks, instagram: 'https://instagram.com/x' });
  });

  it('when a change names fields, then only the other fields get defaults on creation', () => {
    expect(Object.keys(defaultsNotIn('configuration', { name: 'Shop', slogan1: 'Hi' })).sort()).toEqual([
      'aboutUs1',
      'aboutUs2',
      'description',
      'slogan2',
    ]);
  });
});
