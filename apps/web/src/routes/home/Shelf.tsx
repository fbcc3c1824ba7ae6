import { BlockHeader, media, Slider } from '@podcast/ui';
import { type ReactNode, useId } from 'react';
import { renderLink } from '../../app/AppLink';
import * as styles from './HomeScreen.css';
import { useMediaQuery } from './useMediaQuery';

/** Phones and tablets: two (three) slides with the next one peeking. */
export const SHELF_PER_VIEW = { mobile: 2.2, tablet: 3.2 } as const;

export interface ShelfProps<T> {
  title: string;
  /** Where the title (and 'see all' on desktop) goes. */
  href?: string;
  items: readonly T[];
  keyOf: (item: T) => number | string;
  render: (item: T) => ReactNode;
  /** How many show on a desktop, in one row. */
  desktopCount: keyof typeof styles.columns;
  /** How many the slider holds on smaller screens. */
  sliderCount: number;
}

/**
 * One row of the home page: a single row of `desktopCount` cards on a desktop, a swipeable slider of
 * `sliderCount` with the next card peeking on phones and tablets.
 */
export function Shelf<T>({ title, href, items, keyOf, render, desktopCount, sliderCount }: ShelfProps<T>) {
  const desktop = useMediaQuery(media.desktop);
  const headingId = useId();
  if (!desktop) {
    return (
      <Slider
        className={styles.shelf}
        label={title}
        perView={SHELF_PER_VIEW}
        heading={
          <BlockHeader
            id={headingId}
            className={styles.flushHeader}
            title={title}
            href={href}
            renderLink={renderLink}
          />
        }
      >
        {items.slice(0, sliderCount).map((item) => (
          <div key={keyOf(item)}>{render(item)}</div>
        ))}
      </Slider>
    );
  }
  return (
    <section className={styles.shelf} aria-labelledby={headingId}>
      <BlockHeader id={headingId} title={title} href={href} renderLink={renderLink} showSeeAll={Boolean(href)} />
      <ul className={styles.columns[desktopCount]} aria-labelledby={headingId}>
        {items.slice(0, desktopCount).map((item) => (
          <li key={keyOf(item)} className={styles.cell}>
            {render(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
