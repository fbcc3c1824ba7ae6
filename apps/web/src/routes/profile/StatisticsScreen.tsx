import { hrefs } from '@podcast/contract';
import { bookmarkQueries, hasToken, historyQueries, statisticsQueries, useProfile } from '@podcast/hooks';
import { ActivityChart, Skeleton, StatCard } from '@podcast/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppLink } from '../../app/AppLink';
import { type ScreenLoaderArgs, settle } from '../../app/screen';
import { t } from '../../i18n';
import { LoadError } from '../../lib/QueryState';
import { ProfileTitleBar } from './ProfileTitleBar';
import * as styles from './profile.css';
import * as own from './StatisticsScreen.css';

const text = t.profile.statics;

/** '12 სთ 45 წთ' from seconds. */
export const formatWatchTime = (seconds: number) =>
  text.watchTime(Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60));

export async function loader({ queryClient }: ScreenLoaderArgs) {
  if (!hasToken()) return null;
  return settle(
    queryClient.ensureQueryData(statisticsQueries.totalWatchTime()),
    queryClient.ensureQueryData(statisticsQueries.topPodcasts()),
    queryClient.ensureQueryData(statisticsQueries.byDay()),
    queryClient.ensureQueryData(statisticsQueries.lastMonth()),
    queryClient.ensureQueryData(historyQueries.list()),
    queryClient.ensureQueryData(bookmarkQueries.list()),
  );
}

/** A figure that may still be loading. */
const figure = (value: ReactNode) => value ?? <Skeleton width="3ch" />;

/** /statics: watch time and counts, the activity chart, the top 5 and the way to the history (spec §2, §9). */
export function StatisticsScreen() {
  const total = useQuery(statisticsQueries.totalWatchTime());
  const top = useQuery(statisticsQueries.topPodcasts());
  const byDay = useQuery(statisticsQueries.byDay());
  const lastMonth = useQuery(statisticsQueries.lastMonth());
  const history = useQuery(historyQueries.list());
  const bookmarks = useQuery(bookmarkQueries.list());
  const { profile } = useProfile();

  const days = byDay.data ? Object.values(byDay.data.time_by_day).map((day) => day.date) : [];
  const today = days.sort().at(-1) ?? new Date();
  const chartFailed = byDay.isError || lastMonth.isError;

  return (
    <>
      <ProfileTitleBar title={t.profile.titles.statics} />
      {total.isError ? (
        <LoadError compact onRetry={() => void total.refetch()} />
      ) : (
        <div className={own.cards}>
          <StatCard
            icon="clock"
            tone="accent"
            label={text.totalWatchTime}
            value={figure(total.data && <span className={own.nowrap}>{formatWatchTime(total.data.seconds)}</span>)}
          />
          <StatCard icon="headphones" tone="success" label={text.listened} value={figure(history.data?.count)} />
          <StatCard
            icon="bell"
            tone="warning"
            label={text.subscriptions}
            value={figure(profile?.subscribed_channels.length)}
          />
          <StatCard icon="bookmark" tone="neutral" label={text.saved} value={figure(bookmarks.data?.count)} />
        </div>
      )}

      {chartFailed ? (
        <LoadError
          compact
          onRetry={() => {
            void byDay.refetch();
            void lastMonth.refetch();
          }}
        />
      ) : (
        <ActivityChart
          className={own.chart}
          headingLevel={2}
          byWeekday={byDay.data?.time_by_day}
          byDate={lastMonth.data?.time_by_day}
          today={today}
          loading={byDay.isPending || lastMonth.isPending}
        />
      )}

      <section className={styles.section} aria-labelledby="top-episodes">
        <div className={styles.sectionHeader}>
          <h2 id="top-episodes" className={styles.sectionTitle}>
            {text.topTitle}
          </h2>
          {(history.data?.count ?? 0) > 0 && (
            <AppLink href={hrefs.history()} className={own.historyLink}>
              {text.historyLink}
            </AppLink>
          )}
        </div>
        {top.isPending ? (
          <div className={styles.list} aria-hidden="true">
            {Array.from({ length: 5 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} shape="rect" height={56} />
            ))}
          </div>
        ) : top.isError ? (
          <LoadError compact onRetry={() => void top.refetch()} />
        ) : top.data.items.length === 0 ? (
          <p className={styles.muted}>{text.topEmpty}</p>
        ) : (
          <ol className={styles.list}>
            {top.data.items.map((item, index) => (
              <li key={item.id} className={own.topItem}>
                <span className={own.rank}>#{index + 1}</span>
                <span className={own.topText}>
                  <AppLink href={hrefs.episode(item)} className={own.topTitle}>
                    {item.title}
                  </AppLink>
                  {item.category.title && <span className={styles.muted}>{item.category.title}</span>}
                </span>
                <span className={own.topTime}>{formatWatchTime(item.watch_time)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
export { StatisticsScreen as Component };
