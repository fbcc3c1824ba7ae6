import { hrefs } from '@podcast/contract';
import { useProfile } from '@podcast/hooks';
import { Button, ChannelCard, ChannelCardSkeleton, EmptyState } from '@podcast/ui';
import type { ReactNode } from 'react';
import { AppLink, renderLink } from '../../app/AppLink';
import { t } from '../../i18n';
import { LoadError } from '../../lib/QueryState';
import { buildOpml, downloadText } from './opml';
import { ProfileTitleBar } from './ProfileTitleBar';
import * as styles from './SubscriptionsScreen.css';

const text = t.profile.subscriptions;

/** /subscriptions: the subscribed channels, each to its page, and the list as OPML for any podcast app (spec §2). */
export function SubscriptionsScreen() {
  const { profile, isPending, isError, refetch } = useProfile();
  const channels = profile?.subscribed_channels ?? [];

  const exportOpml = () =>
    downloadText(
      buildOpml(channels, { origin: window.location.origin, title: `${t.common.siteName} — ${text.opmlTitle}` }),
      'subscriptions.opml',
      'text/x-opml;charset=utf-8',
    );

  let body: ReactNode;
  if (isPending)
    body = (
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ChannelCardSkeleton key={index} />
        ))}
      </div>
    );
  else if (isError) body = <LoadError onRetry={() => void refetch()} />;
  else if (channels.length === 0)
    body = (
      <EmptyState
        icon="headphones"
        title={text.emptyTitle}
        text={text.emptyText}
        action={
          <Button asChild variant="primary">
            <AppLink href={hrefs.podcasters()}>{text.emptyAction}</AppLink>
          </Button>
        }
      />
    );
  else
    body = (
      <>
        <div className={styles.summary}>
          <p className={styles.summaryText}>
            {text.count(channels.length)} · {text.exportHint}
          </p>
          <Button variant="secondary" size="sm" icon="download" onClick={exportOpml}>
            {text.exportOpml}
          </Button>
        </div>
        <ul className={styles.grid} aria-label={t.profile.titles.subscriptions}>
          {channels.map((channel) => (
            <li key={channel.id}>
              <ChannelCard
                channelName={channel.channel}
                image={channel.image ?? undefined}
                rating={channel.rating}
                episodeCount={channel.episode_count}
                href={hrefs.channel(channel)}
                renderLink={renderLink}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <>
      <ProfileTitleBar title={t.profile.titles.subscriptions} />
      {body}
    </>
  );
}
export { SubscriptionsScreen as Component };
