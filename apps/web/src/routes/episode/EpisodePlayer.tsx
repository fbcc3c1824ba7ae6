import type { Episode } from '@podcast/contract';
import { Button, Image, mediaUrl, Player, playerKindOf } from '@podcast/ui';
import { t } from '../../i18n';
import { usePlayback } from '../../player/PlaybackProvider';
import * as styles from './EpisodeScreen.css';

/**
 * The full player bound to the persistent playback when this episode is in it; otherwise (another episode plays,
 * or this one is still loading) its cover with a button that switches the player to it, from `startAt` if given.
 */
export function EpisodePlayer({ episode, startAt }: { episode: Episode; startAt: number | undefined }) {
  const playback = usePlayback();
  const kind = playerKindOf(episode.extention_type ?? undefined);
  if (playback.isCurrent(episode.id) && playback.current) {
    return (
      <Player
        className={styles.player}
        kind={kind}
        src={playback.current.src}
        cover={episode.image.url ? mediaUrl(episode.image.url) : undefined}
        playback={{
          ...playback,
          videoSlot: <div ref={playback.videoSlotRef} className={styles.videoSlot} data-video-slot="" />,
        }}
      />
    );
  }
  return (
    <div className={styles.preview({ kind })}>
      <Image className={styles.previewImage} src={episode.image.url} alt="" radius="none" fit="cover" />
      {episode.file && (
        <Button
          className={styles.previewButton}
          size="lg"
          icon="play"
          onClick={() => playback.play(episode, startAt === undefined ? {} : { startAt })}
        >
          {kind === 'video' ? t.episode.watch : t.episode.play}
        </Button>
      )}
    </div>
  );
}
