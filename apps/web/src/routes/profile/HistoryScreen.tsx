import { type HistoryItem, hrefs } from '@podcast/contract';
import { hasToken, historyQueries, useClearHistory, useDeleteHistoryItem } from '@podcast/hooks';
import { Button, EmptyState, StatusModal, useToast } from '@podcast/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppLink } from '../../app/AppLink';
import { type ScreenLoaderArgs, settle } from '../../app/screen';
import { t } from '../../i18n';
import { EpisodeGridSkeleton } from '../../lib/EpisodeGrid';
import { EpisodeTile } from '../../lib/EpisodeTile';
import { LoadError } from '../../lib/QueryState';
import * as own from './HistoryScreen.css';
import { ProfileTitleBar } from './ProfileTitleBar';
import { useMediaQuery } from './useMediaQuery';

const text = t.profile.history;

/** Spec §9: history cards are horizontal from this width, vertical below. */
export const HISTORY_CARD_SWITCH = 868;

export async function loader({ queryClient }: ScreenLoaderArgs) {
  if (!hasToken()) return null;
  return settle(queryClient.ensureQueryData(historyQueries.list()));
}

function HistoryCard({ item, horizontal }: { item: HistoryItem; horizontal: boolean }) {
  const { toast } = useToast();
  const remove = useDeleteHistoryItem();
  return (
    <EpisodeTile
      episode={item.podcast}
      layout={horizontal ? 'horizontal' : 'vertical'}
      // The cards follow the screen's h1.
      headingLevel={2}
      startAt={item.stop_time}
      progress={item.progress}
      onDelete={() => remove.mutate(item.id, { onError: () => toast({ title: text.failed, variant: 'error' }) })}
    />
  );
}

/** /history: what was listened to, with progress; resume from a card, delete one, or clear it all (spec §2). */
export function HistoryScreen() {
  const query = useQuery(historyQueries.list());
  const clear = useClearHistory();
  const { toast } = useToast();
  const horizontal = useMediaQuery(`(min-width: ${HISTORY_CARD_SWITCH}px)`);
  const items = query.data?.items ?? [];

  let body: ReactNode;
  if (query.isPending) body = <EpisodeGridSkeleton count={4} />;
  else if (query.isError) body = <LoadError onRetry={() => void query.refetch()} />;
  else if (items.length === 0)
    body = (
      <EmptyState
        icon="history"
        title={text.emptyTitle}
        text={text.emptyText}
        action={
          <Button asChild variant="primary">
            <AppLink href={hrefs.podcastpage()}>{text.emptyAction}</AppLink>
          </Button>
        }
      />
    );
  else
    body = (
      <ul className={horizontal ? own.rows : own.grid} aria-label={t.profile.titles.history}>
        {items.map((item) => (
          <li key={item.id} className={own.item}>
            <HistoryCard item={item} horizontal={horizontal} />
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <ProfileTitleBar
        title={t.profile.titles.history}
        actions={
          items.length > 0 && (
            <StatusModal
              variant="confirm"
              title={text.clearTitle}
              description={text.clearText}
              trigger={
                <Button variant="ghost" size="sm" icon="trash" loading={clear.isPending}>
                  {text.clear}
                </Button>
              }
              confirmLabel={text.clearConfirm}
              cancelLabel={text.cancel}
              onConfirm={() =>
                clear.mutate(undefined, { onError: () => toast({ title: text.failed, variant: 'error' }) })
              }
            />
          )
        }
      />
      {body}
    </>
  );
}
export { HistoryScreen as Component };
