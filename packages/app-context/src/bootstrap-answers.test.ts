import {
  categoryList,
  siteConfig,
  siteStats as STATS,
  socialLinks,
  visibleAnnouncements,
} from '@shop/contracts/fixtures';
import { bootstrapAnswers } from './bootstrap-answers';

const CONFIG = siteConfig;

describe('bootstrapAnswers', () => {
  it('when the block has every part, then it answers the read of each part with its body as it is', () => {
    const social = socialLinks;
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
