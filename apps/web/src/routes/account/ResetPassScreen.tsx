import { hrefs } from '@podcast/contract';
import { isApiError, usePasswordReset } from '@podcast/hooks';
import { Button, Input, Link } from '@podcast/ui';
import { type FormEvent, useState } from 'react';
import { AppLink } from '../../app/AppLink';
import { t } from '../../i18n';
import { AuthPage } from './AuthPage';
import * as styles from './account.css';
import { failureNotice, serverFieldErrors, useNotice } from './notice';

/** /resetPass: the e-mail only, checked by the server (spec §5); the answer in a modal (spec §8). */
export function ResetPassScreen() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const reset = usePasswordReset();
  const { modal, show } = useNotice();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    reset.mutate(
      { email: email.trim() },
      {
        onSuccess: () => show({ variant: 'success', title: t.account.resetSent, description: t.account.resetSentText }),
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 404) {
            show({ variant: 'failure', title: t.account.resetUnknown });
            return;
          }
          const field = serverFieldErrors(failure, ['email'] as const).email;
          setError(field);
          if (!field) show(failureNotice(failure, t.account.resetTitle));
        },
      },
    );
  };

  return (
    <AuthPage title={t.account.resetTitle} lead={t.account.resetLead}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Input
          label={t.account.email}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t.account.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <Button type="submit" size="lg" fullWidth loading={reset.isPending}>
          {t.account.resetSubmit}
        </Button>
      </form>
      <Link asChild tone="accent">
        <AppLink href={hrefs.login()} replace>
          {t.account.backToLogin}
        </AppLink>
      </Link>
      {modal}
    </AuthPage>
  );
}
export { ResetPassScreen as Component };
