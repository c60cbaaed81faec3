import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormat, useLanguage } from '@shop/app-context';
import { pathInLanguage } from '@shop/contracts/storefront-routes';
import { ProductThumb } from '@shop/ui-kit';
import { useT } from '../../i18n/messages';
import { moveActive, searchPath, shouldSuggest, suggestionOptions, type SuggestionOption } from './combobox-rules';
import { useSuggestions } from './useSuggestions';
import styles from './HeaderSearch.module.css';

/** A product suggestion's picture box (HeaderSearch.module.css .thumb): its renditions, not the original. */
const SUGGESTION_THUMB_PX = 40;

/**
 * The header's product search (issue 33): a WAI-ARIA combobox whose listbox suggests products (image, title,
 * price) and categories from the second letter; arrows move through them, Enter opens the active one or the
 * results page `/search?q=`, Escape closes the list (then clears the field). Without JavaScript the form still
 * goes to /search. On a phone the field opens from a button, over the bar.
 */
export function HeaderSearch() {
  const t = useT();
  const { language } = useLanguage();
  const { price } = useFormat();
  const navigate = useNavigate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(query, language);

  const options = useMemo(
    () => (suggestions.answer && shouldSuggest(query) ? suggestionOptions(suggestions.answer, suggestions.query) : []),
    [suggestions, query],
  );
  const listId = `${id}-list`;
  const optionId = (option: SuggestionOption) => `${id}-${option.id}`;
  const answered = suggestions.answer !== undefined && suggestions.query === query.trim();
  const expanded = open && shouldSuggest(query) && answered;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (to: string) => {
    close();
    setPhoneOpen(false);
    inputRef.current?.blur();
    navigate(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => moveActive(current, options.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) close();
      else if (query) setQuery('');
      else setPhoneOpen(false);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = expanded ? options[active] : undefined;
      if (option) go(option.to);
      else if (query.trim()) go(searchPath(query));
    }
  };

  const label = (option: SuggestionOption) => {
    if (option.kind === 'all') return t('search.seeAll', { q: suggestions.query });
    return option.title;
  };

  return (
    <div className={[styles.search, phoneOpen && styles.phoneOpen].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={styles.toggle}
        aria-label={t('search.open')}
        aria-expanded={phoneOpen}
        onClick={() => {
          setPhoneOpen(true);
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        <SearchIcon />
      </button>
      <form role="search" action={pathInLanguage('/search', language)} method="get" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-input`} className={styles.visuallyHidden}>
          {t('search.label')}
        </label>
        <span className={styles.icon} aria-hidden="true">
          <SearchIcon />
        </span>
        <input
          ref={inputRef}
          id={`${id}-input`}
          name="q"
          type="text"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          className={styles.input}
          placeholder={t('search.placeholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && options[active] ? optionId(options[active]) : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.close} aria-label={t('search.close')} onClick={() => setPhoneOpen(false)}>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className={styles.listbox} hidden={!expanded}>
          {expanded && options.length === 0 && (
            <li role="presentation" className={styles.empty}>
              {t('search.none', { q: suggestions.query })}
            </li>
          )}
          {options.map((option, index) => (
            <li
              key={option.id}
              id={optionId(option)}
              role="option"
              aria-selected={index === active}
              className={[styles.option, index === active && styles.activeOption, styles[option.kind]].filter(Boolean).join(' ')}
              // mousedown, not click: the field keeps its focus, so the list is still there when the click lands
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(option.to)}
              onMouseEnter={() => setActive(index)}
            >
              {option.kind === 'product' && (
                <>
                  <ProductThumb src={option.image || undefined} px={SUGGESTION_THUMB_PX} className={styles.thumb} />
                  <span className={styles.title}>{label(option)}</span>
                  <span className={styles.price}>{price(option.price)}</span>
                </>
              )}
              {option.kind === 'category' && (
                <>
                  <span className={styles.kind}>{t('search.category')}</span>
                  <span className={styles.title}>{label(option)}</span>
                </>
              )}
              {option.kind === 'all' && <span className={styles.title}>{label(option)}</span>}
            </li>
          ))}
        </ul>
        <span className={styles.visuallyHidden} role="status" aria-live="polite">
          {expanded ? t('search.count', { count: String(options.filter((o) => o.kind !== 'all').length) }) : ''}
        </span>
      </form>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}
