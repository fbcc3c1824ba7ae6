import { isApiError } from '@podcast/hooks';
import { Button, EmptyState } from '@podcast/ui';
import type { ReactNode } from 'react';
import { t } from '../i18n';

export interface QueryStateProps {
  /** The failed call, if any; a 404 is not shown here (the screen shows its not-found page). */
  error: unknown;
  isPending: boolean;
  /** Refetches the failed call. */
  onRetry: () => void;
  /** Shown while loading (skeletons of the screen's shape). */
  skeleton: ReactNode;
  children: ReactNode;
}

/** Loading skeleton, then the content; a failed call shows a Georgian message with a retry button. */
export function QueryState({ error, isPending, onRetry, skeleton, children }: QueryStateProps) {
  if (isPending) return <>{skeleton}</>;
  if (error) return <LoadError onRetry={onRetry} />;
  return <>{children}</>;
}

/** A failed call: what happened, and a way to try again. */
export function LoadError({ onRetry, compact }: { onRetry: () => void; compact?: boolean }) {
  return (
    <EmptyState
      icon="alert"
      role="alert"
      bordered={compact}
      title={t.common.errorTitle}
      text={t.common.errorText}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t.common.retry}
        </Button>
      }
    />
  );
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;
