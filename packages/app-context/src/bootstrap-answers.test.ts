import { categoryList, siteConfig, visibleAnnouncements } from '@shop/contracts/fixtures';
import { bootstrapAnswers } from './bootstrap-answers';

const CONFIG = siteConfig;
const STATS = {
  customerRating: 4.8,
  productsShipped: 1200,
  satisfactionRate: 98,
  avgResponseTime: 12.8,
  customersHelped: 600,
};

describe('bootstrapAnswers', () => {
  it('when the block has every part, then it answers the read of each part with its body as it is', () => {
    const social = {
      instagram: 'https://instagram.com/bloom',
      facebook: '',
      tiktok: '',
      twitter: '',
      phone1: '',
      phone2: '',
    };
    const announcements = visibleAnnouncements;
    const categories = categoryList;
    expect(bootstrapAnswers({ config: CONFIG, stats: STATS, social, announcements, categories })).toEqual([
      ['/config', CONFIG],
      ['/stats', STATS],
      ['/social', social],
      ['/announcements/visible', announcements],
      ['/categories/', categories],
    ]);
  });

  it('when a part was left out (its service failed), then that read is not answered', () => {
    expect(bootstrapAnswers({ config: CONFIG })).toEqual([['/config', CONFIG]]);
  });

  it('when there is no block, then nothing is answered', () => {
    expect(bootstrapAnswers({})).toEqual([]);
  });
});
