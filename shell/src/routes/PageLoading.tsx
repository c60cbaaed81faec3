import { Skeleton, visuallyHidden } from '@shop/ui-kit';
import { useT } from '../i18n/messages';

/** What a page shows while its remote's code downloads: a calm skeleton of the same rough size. */
export function PageLoading() {
  const t = useT();
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '2.5rem 1rem', display: 'grid', gap: '1rem' }} aria-busy="true">
      <span style={visuallyHidden}>{t('common.loading')}</span>
      <Skeleton height={44} width="40%" />
      <Skeleton height={18} width="70%" />
      <Skeleton height={320} radius={22} />
    </div>
  );
}
