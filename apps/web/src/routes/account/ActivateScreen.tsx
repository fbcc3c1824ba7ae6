import { hrefs, type MessageResponse, paths } from '@podcast/contract';
import { isApiError, request } from '@podcast/hooks';
import { Button, Spinner, Text } from '@podcast/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../app/AppLink';
import { t } from '../../i18n';
import { AuthPage } from './AuthPage';
import * as styles from './account.css';
import type { LoginState } from './LoginForm';

/** A mailed link's token can be used once: one call per token, never repeated by a remount. */
export const oneTimeLink = <T,>(name: string, token: string, call: () => Promise<T>) => ({
  queryKey: ['account', name, token] as const,
  queryFn: call,
  enabled: token !== '',
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

const activation = (token: string) =>
  oneTimeLink('activate', token, () => request<MessageResponse>(paths.activate, { query: { token } }));

/** The link's call did not reach the server: say so and offer to try again. */
export function NetworkRetry({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <AuthPage title={t.account.networkTitle} lead={t.account.networkText}>
      <div className={styles.actions}>
        <Button onClick={onRetry} loading={retrying} icon="history">
          {t.common.retry}
        </Button>
      </div>
    </AuthPage>
  );
}

/** A way forward from a link that no longer works: sign in, a fresh reset link (it activates too) or register. */
export function LinkExpired({ text }: { text: string }) {
  return (
    <>
      <Text>{text}</Text>
      <div className={styles.actions}>
        <Button asChild>
          <AppLink href={hrefs.resetPass()}>{t.account.requestNewReset}</AppLink>
        </Button>
        <Button asChild variant="secondary">
          <AppLink href={hrefs.login()}>{t.account.goToLogin}</AppLink>
        </Button>
        <Button asChild variant="ghost">
          <AppLink href={hrefs.register()}>{t.account.registerAgain}</AppLink>
        </Button>
      </div>
    </>
  );
}

/** /activate/?token=…&email=… — the registration mail's link: activates, then sign-in with the e-mail filled in. */
export function ActivateScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? undefined;
  const { status, error, refetch, isFetching } = useQuery(activation(token));

  useEffect(() => {
    if (status === 'success') {
      navigate(hrefs.login(), { replace: true, state: { email, activated: true } satisfies LoginState });
    }
  }, [status, email, navigate]);

  const expired = !token || (isApiError(error) && error.status >= 400 && error.status < 500);
  if (expired) {
    return (
      <AuthPage title={t.account.linkExpiredTitle}>
        <LinkExpired text={token ? t.account.activateExpiredText : t.account.noTokenText} />
      </AuthPage>
    );
  }
  if (status === 'error') return <NetworkRetry onRetry={() => refetch()} retrying={isFetching} />;
  return (
    <AuthPage title={t.account.activateTitle}>
      <div className={styles.status}>
        <Spinner label={t.account.activating} />
        <Text tone="muted">{t.account.activating}</Text>
      </div>
    </AuthPage>
  );
}
export { ActivateScreen as Component };
