import type { ReactNode } from 'react';
import { StatusScreen } from '@shop/ui-kit';
import styles from './StatusPage.module.css';
import { usePageT } from '../i18n/messages';

/**
 * A shell page standing in for the one asked for: window-high, with the heading and sentence of its keys
 * (`notFound.title`, `notFound.text` ...) and its ways on.
 */
export function StatusPage({
  art,
  words,
  actions,
}: {
  art: string;
  words: 'notFound' | 'restricted';
  actions: ReactNode;
}) {
  const t = usePageT();
  return (
    <StatusScreen
      className={styles.page}
      art={art}
      title={t(`${words}.title`)}
      text={t(`${words}.text`)}
      actions={actions}
    />
  );
}
