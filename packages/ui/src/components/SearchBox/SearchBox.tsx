import {
  type FormEvent,
  Fragment,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { navigationMessages } from '../../i18n/navigation';
import { media } from '../../theme/tokens';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { defaultRenderLink, type RenderLink } from '../private/navigationLink';
import { useMediaQuery } from '../private/useMediaQuery';
import * as styles from './SearchBox.css';

/** Quiet time after the last keystroke before suggestions are requested (spec §9). */
export const SEARCH_DEBOUNCE_MS = 200;
/** Suggestions are requested only for text longer than this (spec §5). */
export const SEARCH_MIN_QUERY_LENGTH = 2;
/** The desktop dropdown lists at most this many results (spec §9). */
export const SEARCH_MAX_RESULTS = 5;
/** On mobile the dropdown opens only for text longer than this (spec §5). */
export const SEARCH_MOBILE_MIN_QUERY_LENGTH = 3;
/** On mobile the dropdown lists at most this many results (spec §9). */
export const SEARCH_MOBILE_MAX_RESULTS = 3;

export interface SearchResult {
  id: number | string;
  title: string;
  /** The episode page. */
  href: string;
  image?: string;
  /** A second line, e.g. the channel name. */
  subtitle?: string;
}

export interface SearchBoxLabels {
  label: string;
  placeholder: string;
  clear: string;
  results: string;
  loading: string;
  empty: string;
}

export interface SearchBoxProps {
  /** Suggestions for the current text; the app fetches them in `onQueryChange`. */
  results?: SearchResult[];
  /** The app is fetching suggestions. */
  loading?: boolean;
  /** Debounced; called only for text longer than 2 characters. */
  onQueryChange?: (text: string) => void;
  /** Enter with non-empty text (no suggestion highlighted). */
  onSubmit?: (text: string) => void;
  /** A suggestion was chosen (click, or Enter on the highlighted one); its link navigates. */
  onSelect?: (result: SearchResult) => void;
  renderLink?: RenderLink;
  defaultValue?: string;
  labels?: Partial<SearchBoxLabels>;
  /** `auto` follows the 500 px breakpoint: fewer results and a later dropdown on mobile. */
  variant?: 'auto' | 'desktop' | 'mobile';
  autoFocus?: boolean;
  className?: string;
}

function highlight(title: string, query: string): ReactNode {
  const needle = query.trim().toLocaleLowerCase('ka');
  const at = needle ? title.toLocaleLowerCase('ka').indexOf(needle) : -1;
  if (at < 0) return title;
  return (
    <>
      {title.slice(0, at)}
      <span className={styles.match}>{title.slice(at, at + needle.length)}</span>
      {title.slice(at + needle.length)}
    </>
  );
}

/** The header search: a combobox whose listbox shows episode suggestions. */
export function SearchBox({
  results = [],
  loading = false,
  onQueryChange,
  onSubmit,
  onSelect,
  renderLink = defaultRenderLink,
  defaultValue = '',
  labels,
  variant = 'auto',
  autoFocus,
  className,
}: SearchBoxProps) {
  const text: SearchBoxLabels = { ...navigationMessages.searchBox, ...labels };
  const isMobileViewport = useMediaQuery(media.mobile);
  const mobile = variant === 'mobile' || (variant === 'auto' && isMobileViewport);
  const minLength = mobile ? SEARCH_MOBILE_MIN_QUERY_LENGTH : SEARCH_MIN_QUERY_LENGTH;
  const maxResults = mobile ? SEARCH_MOBILE_MAX_RESULTS : SEARCH_MAX_RESULTS;

  const [query, setQuery] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // Between a keystroke and the debounced request the app has not started loading yet.
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onQueryChangeRef = useRef(onQueryChange);
  onQueryChangeRef.current = onQueryChange;

  useEffect(() => () => clearTimeout(timer.current), []);

  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const visible = results.slice(0, maxResults);
  const expanded = open && query.trim().length > minLength;
  const showLoading = (loading || pending) && visible.length === 0;
  const activeResult = expanded && activeIndex >= 0 ? visible[activeIndex] : undefined;

  const close = useCallback(() => {
    setOpen(false);
    setActiveIndex(-1);
  }, []);

  const change = (value: string) => {
    setQuery(value);
    setOpen(true);
    setActiveIndex(-1);
    clearTimeout(timer.current);
    const trimmed = value.trim();
    if (trimmed.length > SEARCH_MIN_QUERY_LENGTH) {
      setPending(true);
      timer.current = setTimeout(() => {
        setPending(false);
        onQueryChangeRef.current?.(trimmed);
      }, SEARCH_DEBOUNCE_MS);
    } else {
      setPending(false);
    }
  };

  const choose = (result: SearchResult, index: number) => {
    // The link is the option itself: clicking it lets the app's router link navigate (and reports the choice).
    const link = document.getElementById(optionId(index));
    if (link) link.click();
    else {
      onSelect?.(result);
      close();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = visible.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        if (count > 0) setActiveIndex((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        if (count > 0) setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        break;
      case 'Enter':
        if (activeResult) {
          event.preventDefault();
          choose(activeResult, activeIndex);
        }
        break;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return;
    close();
    onSubmit?.(trimmed);
  };

  return (
    // A form gives the browser's own Enter and mobile "search" key submission.
    // biome-ignore lint/a11y/useSemanticElements: <search> would need a nested form for the same behaviour
    <form
      role="search"
      aria-label={text.label}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <div className={styles.field}>
        <Icon name="search" size={18} className={styles.searchIcon} />
        <input
          ref={inputRef}
          className={styles.input}
          type="text"
          role="combobox"
          aria-label={text.label}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={activeResult ? optionId(activeIndex) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          placeholder={text.placeholder}
          value={query}
          // biome-ignore lint/a11y/noAutofocus: only when the app asks, e.g. on the mobile search screen
          autoFocus={autoFocus}
          onChange={(event) => change(event.target.value)}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {query && (
          <IconButton
            icon="close"
            size="sm"
            label={text.clear}
            className={styles.clear}
            onClick={() => {
              change('');
              inputRef.current?.focus();
            }}
          />
        )}
      </div>
      {expanded && (
        // Keeps focus in the input while a suggestion is clicked, so the blur does not close the list first.
        // biome-ignore lint/a11y/noStaticElementInteractions: pointer-only guard; keyboard goes through the combobox
        <div className={styles.dropdown} onMouseDown={(event) => event.preventDefault()}>
          {visible.length > 0 ? (
            <div id={listboxId} role="listbox" aria-label={text.results} className={styles.listbox}>
              {visible.map((result, index) => (
                <Fragment key={result.id}>
                  {renderLink({
                    href: result.href,
                    id: optionId(index),
                    role: 'option',
                    tabIndex: -1,
                    'aria-selected': index === activeIndex,
                    className: styles.option,
                    onClick: () => {
                      onSelect?.(result);
                      close();
                    },
                    children: (
                      <>
                        {result.image && <img className={styles.optionImage} src={result.image} alt="" />}
                        <span className={styles.optionText}>
                          <span className={styles.optionTitle}>{highlight(result.title, query)}</span>
                          {result.subtitle && <span className={styles.optionSubtitle}>{result.subtitle}</span>}
                        </span>
                      </>
                    ),
                  })}
                </Fragment>
              ))}
            </div>
          ) : (
            <div id={listboxId} role="status" className={styles.status}>
              {showLoading ? (
                <>
                  <span className={styles.spinner} aria-hidden="true" />
                  {text.loading}
                </>
              ) : (
                <>
                  <Icon name="search" size={16} />
                  {text.empty}
                </>
              )}
            </div>
          )}
        </div>
      )}
    </form>
  );
}
SearchBox.displayName = 'SearchBox';
