import { DEFAULT_CONTACT_TILES, contactTiles, heroStats } from './contact-rules';

describe('statistics shown', () => {
  it('when statistics have not loaded, then the tiles show 12.8 mins, 600+ and 24/7', () => {
    expect(contactTiles(undefined)).toEqual({ responseMinutes: '12.8', customersHelped: '600+', support: '24/7' });
    expect(DEFAULT_CONTACT_TILES.support).toBe('24/7');
  });

  it('when statistics load, then the tiles show them with mins and a plus', () => {
    expect(contactTiles({ avgResponseTime: 9.5, customersHelped: 1200 })).toEqual({
      responseMinutes: '9.5',
      customersHelped: '1200+',
      support: '24/7',
    });
  });

  it('when the hero shows statistics, then shipped has a plus and satisfaction a percent sign', () => {
    expect(heroStats({ productsShipped: 12000, customerRating: 4.8, satisfactionRate: 98 })).toEqual({
      productsShipped: '12,000+',
      customerRating: '4.8',
      satisfactionRate: '98%',
    });
  });
});
