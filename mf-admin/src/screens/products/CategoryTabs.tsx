import { useRef, type KeyboardEvent } from 'react';
import type { Category } from '@shop/contracts';
import styles from './ProductsPage.module.css';

export const tabId = (category: Category) => `category-tab-${category._id}`;
export const panelId = 'category-panel';

/** The category tabs: arrow keys, Home and End move between them (WAI-ARIA tabs pattern). */
export function CategoryTabs({
  tabs,
  selected,
  onSelect,
}: {
  tabs: Category[];
  selected?: Category;
  onSelect: (id: string) => void;
}) {
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab._id === selected?._id);
    const next =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (!target) return;
    onSelect(target._id);
    list.current?.querySelector<HTMLElement>(`#${tabId(target)}`)?.focus();
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label="Categories" ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const active = tab._id === selected?._id;
        return (
          <button
            key={tab._id}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            className={[styles.tab, active && styles.activeTab].filter(Boolean).join(' ')}
            onClick={() => onSelect(tab._id)}
          >
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}
