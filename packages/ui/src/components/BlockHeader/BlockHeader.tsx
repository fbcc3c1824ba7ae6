import type { ReactNode } from 'react';
import { uiMessages } from '../../i18n/messages';
import { Icon } from '../Icon/Icon';
import { defaultRenderLink, type RenderLink } from '../private/navigationLink';
import * as styles from './BlockHeader.css';

export interface BlockHeaderProps {
  title: string;
  /** Makes the title a link (home blocks go to /podcastpage, /popular-posts or a category, spec §2). */
  href?: string;
  renderLink?: RenderLink;
  /** Makes the title a button when there is no address. */
  onClick?: () => void;
  /** A 'ყველას ნახვა' link on the right, from the tablet width up; needs href. */
  showSeeAll?: boolean;
  seeAllLabel?: string;
  /** Controls at the right end, e.g. slider arrows. */
  trailing?: ReactNode;
  headingLevel?: 2 | 3;
  id?: string;
  className?: string;
}

/** The title of a content block: clickable with a chevron, as a link or a button, or plain text. */
export function BlockHeader({
  title,
  href,
  renderLink = defaultRenderLink,
  onClick,
  showSeeAll = false,
  seeAllLabel = uiMessages.blockHeader.seeAll,
  trailing,
  headingLevel = 2,
  id,
  className,
}: BlockHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  const inner = (
    <>
      <span className={styles.label}>{title}</span>
      <Icon name="chevronRight" size={22} className={styles.chevron} />
    </>
  );
  let titleNode: ReactNode = title;
  if (href) titleNode = renderLink({ href, className: styles.control, children: inner });
  else if (onClick)
    titleNode = (
      <button type="button" className={styles.control} onClick={onClick}>
        {inner}
      </button>
    );

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <Heading id={id} className={styles.heading}>
        {titleNode}
      </Heading>
      {(trailing || (showSeeAll && href)) && (
        <div className={styles.trailing}>
          {showSeeAll &&
            href &&
            renderLink({
              href,
              className: styles.seeAll,
              children: seeAllLabel,
              'aria-label': `${seeAllLabel}: ${title}`,
            })}
          {trailing}
        </div>
      )}
    </div>
  );
}
BlockHeader.displayName = 'BlockHeader';
