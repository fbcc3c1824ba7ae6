import { Button, EmptyState } from '@podcast/ui';
import { t } from '../i18n';
import * as styles from './AppShell.css';

/**
 * What shows when a route cannot load at all (its code failed to download after a deploy, or it threw): a
 * Georgian message and a retry, never a blank page or a raw error.
 */
export function RouteError() {
  return (
    <div className={styles.fallback}>
      <EmptyState
        icon="alert"
        title={t.common.errorTitle}
        text={t.common.errorText}
        action={<Button onClick={() => window.location.reload()}>{t.common.retry}</Button>}
      />
    </div>
  );
}
