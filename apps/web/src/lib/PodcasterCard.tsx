import { hrefs, type Podcaster } from '@podcast/contract';
import { ChannelCard, type ChannelCardVariant } from '@podcast/ui';
import { renderLink } from '../app/AppLink';

/** A podcaster's channel card linking to its channel page. */
export function PodcasterCard({ podcaster, variant }: { podcaster: Podcaster; variant?: ChannelCardVariant }) {
  return (
    <ChannelCard
      channelName={podcaster.channel}
      ownerName={`${podcaster.first_name} ${podcaster.last_name}`.trim()}
      image={podcaster.image ?? undefined}
      rating={podcaster.average_rating}
      episodeCount={podcaster.episode_count}
      variant={variant}
      href={hrefs.channel(podcaster)}
      renderLink={renderLink}
    />
  );
}
