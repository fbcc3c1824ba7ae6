import { hrefs } from '@podcast/contract';
import { EmptyState, IconButton, Image, Modal } from '@podcast/ui';
import { AppLink } from '../app/AppLink';
import { t } from '../i18n';
import { usePlayback } from './PlaybackProvider';
import * as styles from './player.css';

/** Up next: the queue in order, each entry played now, moved or removed. */
export function QueueSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { queue, playNext, move, dequeue } = usePlayback();
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content size="md" aria-describedby={undefined}>
        <Modal.Header>
          <Modal.Title>{t.player.queueTitle}</Modal.Title>
        </Modal.Header>
        {queue.length === 0 ? (
          <EmptyState icon="list" title={t.player.queueEmpty} text={t.player.queueEmptyText} />
        ) : (
          <ol className={styles.queue}>
            {queue.map(({ episode }, index) => (
              <li key={episode.id} className={styles.queueItem}>
                <Image className={styles.queueCover} src={episode.image.url} alt="" aspectRatio={1} />
                <span className={styles.queueText}>
                  <AppLink
                    href={hrefs.episode(episode)}
                    className={styles.queueTitle}
                    onClick={() => onOpenChange(false)}
                  >
                    {episode.title}
                  </AppLink>
                  <span className={styles.queueChannel}>{episode.created_by.channel}</span>
                </span>
                <span className={styles.queueActions}>
                  <IconButton
                    icon="play"
                    size="sm"
                    label={`${t.player.playNow}: ${episode.title}`}
                    onClick={() => playNext(episode.id)}
                  />
                  <IconButton
                    icon="chevronUp"
                    size="sm"
                    label={`${t.player.moveUp}: ${episode.title}`}
                    disabled={index === 0}
                    onClick={() => move(episode.id, -1)}
                  />
                  <IconButton
                    icon="chevronDown"
                    size="sm"
                    label={`${t.player.moveDown}: ${episode.title}`}
                    disabled={index === queue.length - 1}
                    onClick={() => move(episode.id, 1)}
                  />
                  <IconButton
                    icon="close"
                    size="sm"
                    label={`${t.player.remove}: ${episode.title}`}
                    onClick={() => dequeue(episode.id)}
                  />
                </span>
              </li>
            ))}
          </ol>
        )}
      </Modal.Content>
    </Modal.Root>
  );
}
