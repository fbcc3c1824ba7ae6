import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  icon?: IconName;
  title: ReactNode;
  text?: ReactNode;
  /** A button or link, e.g. to /podcastpage from an empty 'saved' list. */
  action?: ReactNode;
  size?: (typeof styles.emptyStateSizes)[number];
  /** A dashed frame, for an empty block inside a page. */
  bordered?: boolean;
  /** The heading element; h2 by default. */
  headingLevel?: 2 | 3 | 4;
}

/** What a list shows when it has nothing yet: an icon, a title, a sentence and the next step. */
export function EmptyState({
  icon = 'headphones',
  title,
  text,
  action,
  size,
  bordered,
  headingLevel = 2,
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[styles.root({ size, bordered }), className].filter(Boolean).join(' ')} {...rest}>
      <span className={styles.icon}>
        <Icon name={icon} size={32} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
EmptyState.displayName = 'EmptyState';
