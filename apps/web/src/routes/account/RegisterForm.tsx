import { hrefs } from '@podcast/contract';
import { useRegister } from '@podcast/hooks';
import { Button, Checkbox, Input, Link, PasswordInput } from '@podcast/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../app/AppLink';
import { t } from '../../i18n';
import * as styles from './account.css';
import type { LoginState } from './LoginForm';
import { emailError, failureNotice, serverFieldErrors, useNotice } from './notice';

const FIELDS = ['first_name', 'last_name', 'email', 'password1', 'password2'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { first_name: '', last_name: '', email: '', password1: '', password2: '' };

function validate(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) if (!values[field].trim()) errors[field] = t.account.required;
  errors.email ??= emailError(values.email);
  if (!errors.password2 && values.password1 !== values.password2) errors.password2 = t.account.passwordsDiffer;
  for (const field of FIELDS) if (!errors[field]) delete errors[field];
  return errors;
}

/**
 * Registration (spec §2, §5): every field required, a valid e-mail, matching passwords; any failure opens
 * 'შეავსეთ ყველა ველი'. The terms box is shown, not enforced. The server's refusals land under their fields.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const register = useRegister();
  const { modal, show } = useNotice();

  const field = (name: Field) => ({
    name,
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors(({ [name]: _, ...rest }) => rest);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      show({ variant: 'failure', title: t.account.fillAll, description: t.account.fillAllText });
      return;
    }
    const email = values.email.trim();
    register.mutate(
      { ...values, first_name: values.first_name.trim(), last_name: values.last_name.trim(), email },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setTerms(false);
          show({
            variant: 'success',
            title: t.account.registeredTitle,
            description: t.account.registeredText(email),
            confirmLabel: t.account.goToLogin,
            onConfirm: () => navigate(hrefs.login(), { replace: true, state: { email } satisfies LoginState }),
          });
        },
        onError: (error) => {
          const refused = serverFieldErrors(error, FIELDS);
          setErrors(refused);
          const first = FIELDS.map((name) => refused[name]).find(Boolean);
          show(
            first
              ? { variant: 'failure', title: first, description: t.account.fillAllText }
              : failureNotice(error, t.account.fillAll),
          );
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.pair}>
        <Input label={t.account.firstName} autoComplete="given-name" {...field('first_name')} />
        <Input label={t.account.lastName} autoComplete="family-name" {...field('last_name')} />
      </div>
      <Input
        label={t.account.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t.account.emailPlaceholder}
        {...field('email')}
      />
      <PasswordInput label={t.account.password} autoComplete="new-password" {...field('password1')} />
      <PasswordInput label={t.account.repeatPassword} autoComplete="new-password" {...field('password2')} />
      <Checkbox
        checked={terms}
        onCheckedChange={(checked) => setTerms(checked === true)}
        label={
          <>
            {t.account.termsPrefix}{' '}
            <Link asChild tone="accent">
              <AppLink href={hrefs.terms()}>{t.account.termsLink}</AppLink>
            </Link>
          </>
        }
      />
      <Button type="submit" size="lg" fullWidth loading={register.isPending}>
        {t.account.submitRegister}
      </Button>
      {modal}
    </form>
  );
}
