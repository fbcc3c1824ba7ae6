import { type Episode, hrefs } from '@podcast/contract';
import { useBookmarkToggle } from '@podcast/hooks';
import { Button, DropdownMenu, formatMediaTime, Icon, mediaUrl, ShareDialog } from '@podcast/ui';
import { useState } from 'react';
import { useRequireSignIn } from '../../app/auth';
import { t } from '../../i18n';
import { useNowPlaying, usePlayback } from '../../player/PlaybackProvider';
import * as styles from './EpisodeScreen.css';

const absolute = (href: string) => new URL(href, window.location.origin).href;

/** Play / pause, save, add to the queue, download and share the moment. */
export function EpisodeActions({ episode }: { episode: Episode }) {
  const nowPlaying = useNowPlaying();
  const bookmarks = useBookmarkToggle();
  const requireSignIn = useRequireSignIn();
  const saved = bookmarks.isSaved(episode.id);
  const queued = nowPlaying.queued.has(episode.id);
  const isCurrent = nowPlaying.episodeId === episode.id;
  const playing = isCurrent && nowPlaying.playing;

  return (
    <div className={styles.actions}>
      {episode.file && (
        <Button icon={playing ? 'pause' : 'play'} onClick={() => nowPlaying.play(episode)}>
          {playing ? t.episode.pause : t.episode.play}
        </Button>
      )}
      <Button
        variant="secondary"
        icon={saved ? 'bookmarkFilled' : 'bookmark'}
        aria-pressed={saved}
        onClick={() => {
          if (requireSignIn()) bookmarks.toggle(episode).catch(() => undefined);
        }}
      >
        {saved ? t.episode.saved : t.episode.save}
      </Button>
      {episode.file && !isCurrent && (
        <Button
          variant="secondary"
          icon={queued ? 'check' : 'list'}
          aria-pressed={queued}
          disabled={queued}
          onClick={() => nowPlaying.enqueue(episode)}
        >
          {queued ? t.episode.inQueue : t.episode.addToQueue}
        </Button>
      )}
      {episode.file ? (
        <Button asChild variant="ghost">
          <a href={`${mediaUrl(episode.file)}?download=1`} download>
            <Icon name="download" size={18} />
            {t.episode.download}
          </a>
        </Button>
      ) : (
        <Button variant="ghost" icon="download" onClick={() => window.alert(t.episode.noFile)}>
          {t.episode.download}
        </Button>
      )}
      <EpisodeShare episode={episode} />
    </div>
  );
}

/** Share the episode, or the moment the listener is at ("start at 12:34" → `?t=754`). */
function EpisodeShare({ episode }: { episode: Episode }) {
  const playback = usePlayback();
  const [shared, setShared] = useState<{ at: number } | null>(null);
  const position = playback.isCurrent(episode.id) ? Math.floor(playback.state.currentTime) : 0;
  const open = (at: number) => setShared({ at });
  const dialog = shared && (
    <ShareDialog
      open
      onOpenChange={(isOpen) => !isOpen && setShared(null)}
      url={absolute(hrefs.episode(episode, { t: shared.at }))}
      title={shared.at > 0 ? t.episode.shareAt(formatMediaTime(shared.at)) : t.episode.share}
      description={shared.at > 0 ? t.episode.startsAt(formatMediaTime(shared.at)) : undefined}
    />
  );
  if (position <= 0) {
    return (
      <>
        <Button variant="ghost" icon="share" onClick={() => open(0)}>
          {t.episode.share}
        </Button>
        {dialog}
      </>
    );
  }
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button variant="ghost" icon="share" iconEnd="chevronDown">
            {t.episode.share}
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="start">
          <DropdownMenu.Item icon="link" onSelect={() => open(0)}>
            {t.episode.shareFromStart}
          </DropdownMenu.Item>
          <DropdownMenu.Item icon="clock" onSelect={() => open(position)}>
            {t.episode.shareAt(formatMediaTime(position))}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {dialog}
    </>
  );
}
