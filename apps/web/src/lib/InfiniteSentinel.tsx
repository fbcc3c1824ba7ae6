import { Spinner } from '@podcast/ui';
import { useEffect, useRef } from 'react';
import { t } from '../i18n';
import * as styles from './lib.css';
import { LoadError } from './QueryState';

/** Spec §4, §9: the next page loads when the sentinel is 10 % visible and no load is running. */
export const SENTINEL_THRESHOLD = 0.1;

export interface InfiniteSentinelProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last page failed: show a retry instead of loading again by itself. */
  isError?: boolean;
  fetchNextPage: () => unknown;
}

/** The end of an endless list: loads the next page on sight, shows progress, or a retry after a failure. */
export function InfiniteSentinel({ hasNextPage, isFetchingNextPage, isError, fetchNextPage }: InfiniteSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useRef({ hasNextPage, isFetchingNextPage, isError, fetchNextPage });
  state.current = { hasNextPage, isFetchingNextPage, isError, fetchNextPage };

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasNextPage: more, isFetchingNextPage: busy, isError: failed, fetchNextPage: next } = state.current;
        if (entries.some((entry) => entry.isIntersecting) && more && !busy && !failed) void next();
      },
      { threshold: SENTINEL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={styles.sentinel} data-sentinel="">
      {isError ? (
        <LoadError compact onRetry={() => void fetchNextPage()} />
      ) : isFetchingNextPage ? (
        <Spinner label={t.common.loading} />
      ) : null}
    </div>
  );
}
