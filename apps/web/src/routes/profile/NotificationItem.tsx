import { hrefs, type Notification } from '@podcast/contract';
import { useDeleteNotification } from '@podcast/hooks';
import { formatDate, Icon, IconButton } from '@podcast/ui';
import { AppLink } from '../../app/AppLink';
import { t } from '../../i18n';
import * as styles from './NotificationItem.css';

const text = t.profile.notifications;

/** One notification: its message linking to the episode, the date, a way to its page and delete. */
export function NotificationItem({ notification }: { notification: Notification }) {
  const remove = useDeleteNotification();
  const { podcast } = notification;
  return (
    <article className={styles.item} aria-busy={remove.isPending || undefined}>
      <span className={styles.icon}>
        <Icon name="bell" size={20} />
      </span>
      <div className={styles.body}>
        {podcast ? (
          <AppLink href={hrefs.episode(podcast)} className={styles.message}>
            {notification.message}
          </AppLink>
        ) : (
          <p className={styles.messageGone}>
            {notification.message} <span className={styles.meta}>({text.episodeGone})</span>
          </p>
        )}
        <time className={styles.meta} dateTime={notification.created_at}>
          {formatDate(notification.created_at)}
        </time>
      </div>
      <div className={styles.actions}>
        <AppLink
          href={hrefs.messages({ id: notification.id, alias: podcast?.alias })}
          className={styles.iconLink}
          aria-label={text.details}
          title={text.details}
        >
          <Icon name="info" size={20} />
        </AppLink>
        <IconButton
          icon="trash"
          variant="ghost"
          label={text.delete}
          disabled={remove.isPending}
          onClick={() => remove.mutate(notification.id)}
        />
      </div>
    </article>
  );
}
