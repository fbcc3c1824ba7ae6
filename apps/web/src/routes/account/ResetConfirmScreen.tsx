import { hrefs, Messages } from '@podcast/contract';
import { isApiError, usePasswordResetConfirm } from '@podcast/hooks';
import { Button, PasswordInput } from '@podcast/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../../i18n';
import { withNotice } from '../../lib/NavigationNotice';
import { LinkExpired } from './ActivateScreen';
import { AuthPage } from './AuthPage';
import * as styles from './account.css';
import { failureNotice, serverFieldErrors, useNotice } from './notice';

const FIELDS = ['new_password1', 'new_password2'] as const;

/**
 * /password-reset/confirm/?token=… — the reset mail's link: two new passwords, no client check (spec §5); when
 * the answer is 'თქვენი პაროლი განახლდა.' home with the modal 'პაროლი აღდგენილია' (spec §4).
 */
export function ResetConfirmScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState({ new_password1: '', new_password2: '' });
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const [expired, setExpired] = useState(false);
  const confirm = usePasswordResetConfirm();
  const { modal, show } = useNotice();

  if (!token || expired) {
    return (
      <AuthPage title={t.account.linkExpiredTitle}>
        <LinkExpired text={token ? t.account.resetExpiredText : t.account.noTokenText} />
      </AuthPage>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(
      { ...values, token },
      {
        onSuccess: ({ message }) => {
          if (message !== Messages.passwordResetDone) {
            show({ variant: 'info', title: message });
            return;
          }
          navigate(hrefs.home(), {
            replace: true,
            state: withNotice({
              variant: 'success',
              title: t.account.passwordRestored,
              description: t.account.passwordRestoredText,
            }),
          });
        },
        onError: (error) => {
          if (isApiError(error) && error.fieldError('token')) {
            setExpired(true);
            return;
          }
          const refused = serverFieldErrors(error, FIELDS);
          setErrors(refused);
          const first = refused.new_password1 ?? refused.new_password2;
          show(first ? { variant: 'failure', title: first } : failureNotice(error, t.account.resetFailedTitle));
        },
      },
    );
  };

  return (
    <AuthPage title={t.account.resetConfirmTitle} lead={t.account.resetConfirmLead}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {FIELDS.map((name) => (
          <PasswordInput
            key={name}
            label={name === 'new_password1' ? t.account.newPassword : t.account.repeatNewPassword}
            name={name}
            autoComplete="new-password"
            value={values[name]}
            onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
            error={errors[name]}
          />
        ))}
        <Button type="submit" size="lg" fullWidth loading={confirm.isPending}>
          {t.account.resetConfirmSubmit}
        </Button>
      </form>
      {modal}
    </AuthPage>
  );
}
export { ResetConfirmScreen as Component };
