import type { ReactNode } from 'react';
import { uiMessages } from '../../i18n/messages';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { defaultRenderLink, type RenderLink } from '../private/navigationLink';
import * as styles from './NotFound.css';

export interface NotFoundProps {
  /** 'გვერდი ვერ მოიძებნა' by default (spec §8). */
  title?: ReactNode;
  text?: ReactNode;
  /** Where the home button goes; '/' by default. */
  homeHref?: string;
  homeLabel?: string;
  renderLink?: RenderLink;
  /** Hide the big 404 (e.g. an empty search result inside a page). */
  hideCode?: boolean;
  /** More buttons beside the home button. */
  actions?: ReactNode;
  /** The heading element; h1 on the not-found page, h2 inside a page. */
  headingLevel?: 1 | 2;
}

/** The not-found page and the empty search result: a large 404, 'გვერდი ვერ მოიძებნა' and a home button. */
export function NotFound({
  title,
  text,
  homeHref = '/',
  homeLabel,
  renderLink = defaultRenderLink,
  hideCode = false,
  actions,
  headingLevel = 1,
}: NotFoundProps) {
  const m = uiMessages.notFound;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.root}>
      {!hideCode && (
        <div className={styles.visual} aria-hidden="true">
          <span className={styles.digit}>4</span>
          <span className={styles.disc} />
          <span className={styles.digit}>4</span>
        </div>
      )}
      <Heading className={styles.title}>{title ?? m.title}</Heading>
      <p className={styles.text}>{text ?? m.text}</p>
      <div className={styles.actions}>
        <Button asChild size="lg">
          {renderLink({
            href: homeHref,
            children: (
              <>
                <Icon name="home" size={20} />
                {homeLabel ?? m.home}
              </>
            ),
          })}
        </Button>
        {actions}
      </div>
    </section>
  );
}
NotFound.displayName = 'NotFound';
