import { Accordion, VisuallyHidden } from 'radix-ui';
import { type FormEvent, type HTMLAttributes, type ReactNode, useEffect, useId, useState } from 'react';
import { navigationMessages } from '../../i18n/navigation';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { Icon } from '../Icon/Icon';
import { Modal } from '../Modal/Modal';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import * as styles from './FilterBar.css';

/** Duration ranges of spec §9: 1 under 10 minutes, 2 from 10 to 15, 3 over 15. */
export const DURATION_UNDER_10 = 1;
export const DURATION_10_TO_15 = 2;
export const DURATION_OVER_15 = 3;
export const durationFilters = [DURATION_UNDER_10, DURATION_10_TO_15, DURATION_OVER_15] as const;
export type DurationFilter = (typeof durationFilters)[number];

/** Sort orders of spec §9: newest first, oldest first, popular. */
export const sortOrders = ['desc', 'asc', 'down'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const filterGroups = ['categories', 'authors', 'duration'] as const;
export type FilterGroup = (typeof filterGroups)[number];

export interface FilterValue {
  categories: number[];
  authors: number[];
  duration: DurationFilter | null;
  sort: SortOrder | null;
  search: string;
}

export const emptyFilterValue: FilterValue = { categories: [], authors: [], duration: null, sort: null, search: '' };

export interface FilterCategory {
  id: number;
  title: string;
}

export interface FilterAuthor {
  id: number;
  channel: string;
}

export type FilterBarLabels = { -readonly [K in keyof typeof navigationMessages.filterBar]: string };

export interface FilterBarProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  value: FilterValue;
  /** Every change: the app refetches from the first page (spec §4). */
  onChange: (value: FilterValue) => void;
  categories: FilterCategory[];
  authors: FilterAuthor[];
  /** The search button (or Enter) in the filter's text field; `onChange` gets the text as well. */
  onSearch?: (text: string) => void;
  /** After "cancel filter" cleared every choice; the app reloads (spec §2). */
  onReset?: () => void;
  /** The popular-posts page has no sort menu. */
  hideSort?: boolean;
  /** On the search route: the number of results and the searched text. */
  resultCount?: number;
  searchTerm?: string;
  /** Groups open at first on desktop; none by default. */
  defaultExpanded?: FilterGroup[];
  /** The mobile filter dialog, controllable for stories and tests. */
  mobileOpen?: boolean;
  defaultMobileOpen?: boolean;
  onMobileOpenChange?: (open: boolean) => void;
  labels?: Partial<FilterBarLabels>;
}

const durationKeys = {
  [DURATION_UNDER_10]: 'durationUnder10',
  [DURATION_10_TO_15]: 'duration10to15',
  [DURATION_OVER_15]: 'durationOver15',
} as const;

const sortKeys = { desc: 'sortDesc', asc: 'sortAsc', down: 'sortPopular' } as const;

const toggle = (list: number[], id: number, on: boolean) =>
  on ? (list.includes(id) ? list : [...list, id]) : list.filter((item) => item !== id);

const isDuration = (value: number): value is DurationFilter => (durationFilters as readonly number[]).includes(value);

/** Filters for the episode lists: categories, authors, duration, text search and sort; a dialog on mobile. */
export function FilterBar({
  value,
  onChange,
  categories,
  authors,
  onSearch,
  onReset,
  hideSort = false,
  resultCount,
  searchTerm,
  defaultExpanded = [],
  mobileOpen: mobileOpenProp,
  defaultMobileOpen = false,
  onMobileOpenChange,
  labels,
  className,
  ...rest
}: FilterBarProps) {
  const text: FilterBarLabels = { ...navigationMessages.filterBar, ...labels };
  const id = useId();
  const [draft, setDraft] = useState(value.search);
  useEffect(() => setDraft(value.search), [value.search]);

  const [mobileOpenState, setMobileOpenState] = useState(defaultMobileOpen);
  const mobileOpen = mobileOpenProp ?? mobileOpenState;
  const setMobileOpen = (open: boolean) => {
    setMobileOpenState(open);
    onMobileOpenChange?.(open);
  };

  const activeCount = value.categories.length + value.authors.length + (value.duration ? 1 : 0);
  const hasChoices = activeCount > 0 || value.sort !== null || value.search !== '';

  const update = (patch: Partial<FilterValue>) => onChange({ ...value, ...patch });

  const reset = () => {
    setDraft('');
    onChange(emptyFilterValue);
    onReset?.();
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = draft.trim();
    update({ search: trimmed });
    onSearch?.(trimmed);
  };

  const groupsContent = (scope: string, layout: 'row' | 'stack', expanded: string[]): ReactNode => {
    const groupTitle: Record<FilterGroup, string> = {
      categories: text.categories,
      authors: text.authors,
      duration: text.duration,
    };
    const selectedCount: Record<FilterGroup, number> = {
      categories: value.categories.length,
      authors: value.authors.length,
      duration: value.duration ? 1 : 0,
    };
    const body: Record<FilterGroup, ReactNode> = {
      categories:
        categories.length > 0 ? (
          <ul className={styles.optionList}>
            {categories.map((category) => (
              <li key={category.id}>
                <Checkbox
                  id={`${id}-${scope}-category-${category.id}`}
                  label={category.title}
                  checked={value.categories.includes(category.id)}
                  onCheckedChange={(checked) =>
                    update({ categories: toggle(value.categories, category.id, checked === true) })
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{text.noOptions}</p>
        ),
      authors:
        authors.length > 0 ? (
          <ul className={styles.optionList}>
            {authors.map((author) => (
              <li key={author.id}>
                <Checkbox
                  id={`${id}-${scope}-author-${author.id}`}
                  label={author.channel}
                  checked={value.authors.includes(author.id)}
                  onCheckedChange={(checked) => update({ authors: toggle(value.authors, author.id, checked === true) })}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{text.noOptions}</p>
        ),
      duration: (
        <RadioGroup
          id={`${id}-${scope}-duration`}
          label={text.duration}
          hideLabel
          value={value.duration ? String(value.duration) : ''}
          onValueChange={(next) => {
            const parsed = Number(next);
            if (isDuration(parsed)) update({ duration: parsed });
          }}
          options={durationFilters.map((duration) => ({
            value: String(duration),
            label: text[durationKeys[duration]],
          }))}
        />
      ),
    };
    return (
      <Accordion.Root
        type="multiple"
        defaultValue={expanded}
        className={[styles.groups, layout === 'row' ? styles.groupsRow : undefined].filter(Boolean).join(' ')}
      >
        {filterGroups.map((group) => (
          <Accordion.Item key={group} value={group} className={styles.group}>
            <Accordion.Header className={styles.groupHeading}>
              <Accordion.Trigger className={styles.groupTrigger}>
                <span className={styles.groupTitle}>{groupTitle[group]}</span>
                {selectedCount[group] > 0 && <span className={styles.badge}>{selectedCount[group]}</span>}
                <Icon name="chevronDown" size={18} className={styles.chevron} />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className={styles.groupContent}>{body[group]}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      {/* The filter groups' headings (h3) sit under this one, so a page's outline reads h1, filters, its list. */}
      <VisuallyHidden.Root asChild>
        <h2 id={`${id}-title`}>{text.label}</h2>
      </VisuallyHidden.Root>
      {(searchTerm !== undefined || resultCount !== undefined) && (
        <p className={styles.summary} role="status">
          {searchTerm !== undefined && (
            <>
              <span>{text.searchTerm}:</span>
              <span className={styles.term}>„{searchTerm}“</span>
            </>
          )}
          {resultCount !== undefined && (
            <span className={styles.count}>
              {resultCount} {text.resultCount}
            </span>
          )}
        </p>
      )}
      <div className={styles.toolbar}>
        {/* biome-ignore lint/a11y/useSemanticElements: a form keeps Enter and the mobile search key submitting */}
        <form role="search" aria-label={text.searchLabel} className={styles.searchForm} onSubmit={submitSearch}>
          <div className={styles.searchField}>
            <Icon name="search" size={18} className={styles.searchIcon} />
            <input
              className={styles.searchInput}
              type="text"
              aria-label={text.searchLabel}
              placeholder={text.searchPlaceholder}
              enterKeyHint="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <Button type="submit" variant="primary">
            {text.searchButton}
          </Button>
        </form>
        <div className={styles.toolbarEnd}>
          {!hideSort && (
            <DropdownMenu.Root modal={false}>
              <DropdownMenu.Trigger asChild>
                <Button
                  variant="secondary"
                  icon="sort"
                  iconEnd="chevronDown"
                  aria-label={`${text.sort}: ${value.sort ? text[sortKeys[value.sort]] : '—'}`}
                >
                  {value.sort ? text[sortKeys[value.sort]] : text.sort}
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content align="end">
                <DropdownMenu.Label>{text.sort}</DropdownMenu.Label>
                <DropdownMenu.RadioGroup
                  value={value.sort ?? ''}
                  onValueChange={(next) => {
                    if ((sortOrders as readonly string[]).includes(next)) update({ sort: next as SortOrder });
                  }}
                >
                  {sortOrders.map((order) => (
                    <DropdownMenu.RadioItem key={order} value={order}>
                      {text[sortKeys[order]]}
                    </DropdownMenu.RadioItem>
                  ))}
                </DropdownMenu.RadioGroup>
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          )}
          <Modal.Root open={mobileOpen} onOpenChange={setMobileOpen}>
            <Modal.Trigger asChild>
              <Button variant="secondary" icon="filter" className={styles.mobileOnly}>
                {text.open}
                {activeCount > 0 && <span className={styles.badge}>{activeCount}</span>}
              </Button>
            </Modal.Trigger>
            <Modal.Content closeLabel={text.close} aria-describedby={undefined}>
              <Modal.Header>
                <Modal.Title>{text.label}</Modal.Title>
              </Modal.Header>
              <div className={styles.modalBody}>{groupsContent('mobile', 'stack', [...filterGroups])}</div>
              <Modal.Actions>
                <Button variant="secondary" icon="close" onClick={reset}>
                  {text.reset}
                </Button>
                <Modal.Close asChild>
                  <Button>{text.apply}</Button>
                </Modal.Close>
              </Modal.Actions>
            </Modal.Content>
          </Modal.Root>
        </div>
      </div>
      <div className={styles.desktopOnly}>
        {groupsContent('desktop', 'row', defaultExpanded)}
        {hasChoices && (
          <div className={styles.panelFooter}>
            <Button variant="ghost" size="sm" icon="close" onClick={reset}>
              {text.reset}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
FilterBar.displayName = 'FilterBar';
