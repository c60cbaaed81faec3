import { bootstrapAnswers } from './bootstrap-answers';

const CONFIG = {
  name: 'Bloom',
  slogan1: 's1',
  slogan2: 's2',
  description: 'd',
  aboutUs1: 'a',
  aboutUs2: 'b',
};
const STATS = {
  customerRating: 4.8,
  productsShipped: 1200,
  satisfactionRate: 98,
  avgResponseTime: 12.8,
  customersHelped: 600,
};

describe('bootstrapAnswers', () => {
  it('when the block has every part, then it answers /config, /stats and /social with their bodies as they are', () => {
    const social = {
      instagram: 'https://instagram.com/bloom',
      facebook: '',
      tiktok: '',
      twitter: '',
      phone1: '',
      phone2: '',
    };
    expect(bootstrapAnswers({ config: CONFIG, stats: STATS, social })).toEqual([
      ['/config', CONFIG],
      ['/stats', STATS],
      ['/social', social],
    ]);
  });

  it('when a part was left out (its service failed), then that read is not answered', () => {
    expect(bootstrapAnswers({ config: CONFIG })).toEqual([['/config', CONFIG]]);
  });

  it('when there is no block, then nothing is answered', () => {
    expect(bootstrapAnswers({})).toEqual([]);
  });
});
