import { type EmailConfirmResponse, hrefs, paths } from '@podcast/contract';
import { accountQueries, isApiError, request } from '@podcast/hooks';
import { Button, Spinner, Text } from '@podcast/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../app/AppLink';
import { t } from '../../i18n';
import { NetworkRetry, oneTimeLink } from './ActivateScreen';
import { AuthPage } from './AuthPage';
import * as styles from './account.css';

const confirmation = (token: string) =>
  oneTimeLink('email-confirm', token, () => request<EmailConfirmResponse>(paths.emailConfirm, { json: { token } }));

/**
 * /email-confirm/?token=… — the link mailed to the new address of an e-mail change (asked for in settings with the
 * current password): the change takes effect here.
 */
export function EmailConfirmScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const { status, data, error, refetch, isFetching } = useQuery(confirmation(token));

  useEffect(() => {
    if (status === 'success') void queryClient.invalidateQueries({ queryKey: accountQueries.profile().queryKey });
  }, [status, queryClient]);

  const home = (
    <div className={styles.actions}>
      <Button asChild>
        <AppLink href={hrefs.home()}>{t.common.backHome}</AppLink>
      </Button>
    </div>
  );
  if (status === 'success') {
    return (
      <AuthPage title={t.account.emailConfirmTitle}>
        <Text>{t.account.emailConfirmedText(data.email)}</Text>
        {home}
      </AuthPage>
    );
  }
  if (!token || (isApiError(error) && error.status >= 400 && error.status < 500)) {
    // The server says why in Georgian: a used or expired link, or the address taken meanwhile.
    return (
      <AuthPage title={t.account.emailConfirmFailedTitle}>
        <Text>{isApiError(error) ? error.detail : t.account.noTokenText}</Text>
        {token && <Text tone="muted">{t.account.emailConfirmExpiredText}</Text>}
        {home}
      </AuthPage>
    );
  }
  if (status === 'error') return <NetworkRetry onRetry={() => refetch()} retrying={isFetching} />;
  return (
    <AuthPage title={t.account.emailConfirmTitle}>
      <div className={styles.status}>
        <Spinner label={t.account.emailConfirming} />
        <Text tone="muted">{t.account.emailConfirming}</Text>
      </div>
    </AuthPage>
  );
}
export { EmailConfirmScreen as Component };
