import type { ReactNode } from 'react';
import { type MessageOverrides, uiMessages } from '../../i18n/messages';
import { formatCount, formatRating } from '../../utils/format';
import { Avatar } from '../Avatar/Avatar';
import { Icon } from '../Icon/Icon';
import { defaultRenderLink, type RenderLink } from '../private/navigationLink';
import { Skeleton } from '../Skeleton/Skeleton';
import { StarRating } from '../StarRating/StarRating';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ChannelCard.css';

export type ChannelCardVariant = (typeof styles.channelCardVariants)[number];

export interface ChannelCardProps {
  channelName: string;
  /** The owner's full name (first_name + last_name). */
  ownerName?: string;
  /** The channel's picture (URL or stored media path); the default avatar when absent. */
  image?: string;
  /** average_rating, 0–5; 0 (the server's value for a channel nobody rated) reads "no ratings yet". */
  rating?: number;
  episodeCount?: number;
  subscriberCount?: number;
  /** 'compact' for lists and the episode page; 'large' for the podcasters page and the author block. */
  variant?: ChannelCardVariant;
  href?: string;
  renderLink?: RenderLink;
  /** A control on the card, e.g. a SubscribeButton; it sits above the card's link. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  messages?: MessageOverrides<typeof uiMessages.channelCard>;
  className?: string;
}

/**
 * A podcaster's channel: avatar, name, owner, average rating and episode count. When the card is too narrow for
 * the name beside its action, the action takes a row of its own instead of squeezing the name.
 */
export function ChannelCard({
  channelName,
  ownerName,
  image,
  rating,
  episodeCount,
  subscriberCount,
  variant = 'compact',
  href,
  renderLink = defaultRenderLink,
  action,
  headingLevel = 3,
  messages,
  className,
}: ChannelCardProps) {
  const m = { ...uiMessages.channelCard, ...messages };
  const Heading = `h${headingLevel}` as const;
  const large = variant === 'large';
  const name = href ? renderLink({ href, className: styles.link, children: channelName }) : channelName;

  return (
    <article className={[styles.card({ variant }), className].filter(Boolean).join(' ')}>
      <div className={styles.avatar({ variant })}>
        <Avatar src={image} size={large ? 'xl' : 'lg'} />
      </div>
      <div className={[styles.body, large ? styles.largeBody : styles.compactBody].join(' ')}>
        <Heading className={styles.name({ variant })}>{name}</Heading>
        {ownerName && <p className={styles.owner}>{ownerName}</p>}
        <p className={[styles.stats, large && styles.largeStats].filter(Boolean).join(' ')}>
          {rating === 0 && <span className={styles.stat}>{m.noRatings}</span>}
          {rating != null &&
            rating > 0 &&
            (large ? (
              <span className={styles.stat}>
                <StarRating readOnly value={rating} size="sm" />
                <span className={styles.ratingValue} aria-hidden="true">
                  {formatRating(rating)}
                </span>
              </span>
            ) : (
              <span className={styles.stat}>
                <Icon name="starFilled" size={14} className={styles.starIcon} />
                <VisuallyHidden>{m.rating}: </VisuallyHidden>
                <span className={styles.ratingValue}>{formatRating(rating)}</span>
              </span>
            ))}
          {episodeCount != null && (
            <span className={styles.stat}>
              <Icon name="mic" size={14} />
              {episodeCount} {m.episodes}
            </span>
          )}
          {subscriberCount != null && (
            <span className={styles.stat}>
              <Icon name="user" size={14} />
              {formatCount(subscriberCount)} {m.subscribers}
            </span>
          )}
        </p>
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}
ChannelCard.displayName = 'ChannelCard';

/** The card's shape while channels load; decorative (the list that loads sets aria-busy). */
export function ChannelCardSkeleton({ variant = 'compact' }: { variant?: ChannelCardVariant }) {
  const large = variant === 'large';
  return (
    <div className={styles.card({ variant })} aria-hidden="true" data-skeleton="">
      <Skeleton shape="circle" size={large ? 96 : 64} />
      <div className={[styles.body, large && styles.largeBody].filter(Boolean).join(' ')}>
        <Skeleton shape="text" width={large ? '70%' : '60%'} />
        <Skeleton shape="text" width={large ? '45%' : '40%'} fontSize="0.875rem" />
        <Skeleton shape="text" width={large ? '60%' : '50%'} fontSize="0.75rem" />
      </div>
    </div>
  );
}
ChannelCardSkeleton.displayName = 'ChannelCardSkeleton';
