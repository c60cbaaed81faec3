import { fetchVisibleAnnouncements } from '@shop/app-context';
import { siteBootstrap, useAsync } from '@shop/ui-kit';
import styles from './Ticker.module.css';
import { useT } from '../i18n/messages';
import { useLocalized } from '@shop/app-context';

/** Storefront spec §2/§9: the announcement content repeated 6 times, one 45 s loop. */
export const TICKER_REPEAT = 6;

export function tickerText(contents: readonly string[]): string {
  return contents
    .map((text) => text.trim())
    .filter(Boolean)
    .join('  •  ');
}

export function Ticker() {
  const t = useT();
  const localized = useLocalized();
  // on `/` the page came with them (docs/decisions/015): the ticker runs from the first render
  const { data } = useAsync(
    'announcements',
    fetchVisibleAnnouncements,
    [],
    siteBootstrap().announcements?.data,
  );
  const text = tickerText((data ?? []).map((announcement) => localized(announcement, 'content')));
  // The band keeps its height while loading or empty, so the page never jumps when it fills.
  return (
    <div className={styles.ticker} role="region" aria-label={t('layout.announcements')} data-testid="ticker">
      {text && (
        <div className={styles.track}>
          {Array.from({ length: TICKER_REPEAT }, (_, index) => (
            <span key={index} className={styles.item} aria-hidden={index > 0 ? true : undefined}>
              {text}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
