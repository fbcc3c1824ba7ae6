import { hrefs, paths } from '@podcast/contract';
import { isApiError, useLogin } from '@podcast/hooks';
import { Button, Checkbox, Icon, Input, Link, PasswordInput } from '@podcast/ui';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../app/AppLink';
import { t } from '../../i18n';
import * as styles from './account.css';
import { emailError, failureNotice, readable, serverFieldErrors, useNotice } from './notice';
import { savedEmail } from './savedEmail';

type Errors = Partial<Record<'email' | 'password', string>>;

/** Where the activation page or the registration success sends the visitor: the e-mail to fill in. */
export interface LoginState {
  email?: string;
  /** Set by the activation page: the form says the account is active. */
  activated?: boolean;
  /** The address to return to after signing in. */
  from?: string;
}

/**
 * Sign-in (spec §2, §5): e-mail and password required (empty fields marked, the failure modal), the e-mail format
 * checked, remember-me keeps `savedEmail`, Google / Facebook in a new window. Leaving after success is the screen's.
 */
export function LoginForm() {
  const state = useLocation().state as LoginState | null;
  const [remembered] = useState(savedEmail.get);
  const [email, setEmail] = useState(state?.email ?? remembered);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== '');
  const [errors, setErrors] = useState<Errors>({});
  const login = useLogin();
  const { modal, show } = useNotice();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = { email: emailError(email), password: password ? undefined : t.account.required };
    setErrors(next);
    if (!email.trim() || !password) {
      show({ variant: 'failure', title: t.account.loginFailed, description: t.account.loginFailedText });
      return;
    }
    if (next.email) return;
    const address = email.trim();
    login.mutate(
      { email: address, password },
      {
        onSuccess: () => savedEmail.set(remember ? address : null),
        onError: (error) => {
          const fields = serverFieldErrors(error, ['email', 'password'] as const);
          setErrors(fields);
          if (isApiError(error) && error.status === 401) {
            show({ variant: 'failure', title: t.account.loginFailed, description: t.account.loginFailedText });
          } else if (isApiError(error) && error.status === 403) {
            show({ variant: 'info', title: t.account.notActivatedTitle, description: readable(error.detail) });
          } else if (!fields.email && !fields.password) {
            show(failureNotice(error, t.account.loginFailed));
          }
        },
      },
    );
  };

  const openSocial = (href: string) => {
    // The callback page stores the token here and reloads this window; the screen then leaves for the last page.
    const popup = window.open(href, 'oauth', 'popup,width=520,height=680');
    if (!popup) show({ variant: 'info', title: t.account.socialPopupBlocked });
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        {state?.activated && (
          <p className={styles.banner} role="status">
            <Icon name="check" size={18} />
            {t.account.activatedTitle}. {t.account.activatedText}
          </p>
        )}
        <Input
          label={t.account.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t.account.emailPlaceholder}
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors(({ email: _, ...rest }) => rest);
          }}
          error={errors.email}
        />
        <PasswordInput
          label={t.account.password}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors(({ password: _, ...rest }) => rest);
          }}
          error={errors.password}
          labelAside={
            <Link asChild tone="accent">
              <AppLink href={hrefs.resetPass()} replace>
                {t.account.forgotPassword}
              </AppLink>
            </Link>
          }
        />
        <Checkbox
          label={t.account.rememberMe}
          checked={remember}
          onCheckedChange={(checked) => setRemember(checked === true)}
        />
        <Button type="submit" size="lg" fullWidth loading={login.isPending}>
          {t.account.submitLogin}
        </Button>
      </form>
      <p className={styles.divider}>{t.account.or}</p>
      <div className={styles.social}>
        <Button type="button" variant="outline" iconEnd="external" onClick={() => openSocial(paths.googleLogin)}>
          {t.account.google}
        </Button>
        <Button type="button" variant="outline" icon="facebook" onClick={() => openSocial(paths.facebookLogin)}>
          {t.account.facebook}
        </Button>
      </div>
      {modal}
    </>
  );
}
