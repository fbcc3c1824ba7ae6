import { Messages } from '@podcast/contract';
import { useChangePassword, useProfile, useUpdateProfile } from '@podcast/hooks';
import { Avatar, Button, FileInput, Heading, Input, mediaUrl, PasswordInput, Text, useToast } from '@podcast/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { t } from '../../i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { failureNotice, serverFieldErrors, useNotice } from '../account/notice';
import { ProfileTitleBar } from './ProfileTitleBar';
import * as styles from './settings.css';

const PROFILE = ['email', 'first_name', 'last_name'] as const;
const PASSWORD = ['old_password', 'new_password1', 'new_password2'] as const;
/** The current password, asked for (and sent) only with a new e-mail. */
type Field = (typeof PROFILE)[number] | (typeof PASSWORD)[number] | 'password';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field | 'image', string>>;
const EMPTY: Values = {
  email: '',
  first_name: '',
  last_name: '',
  password: '',
  old_password: '',
  new_password1: '',
  new_password2: '',
};
const EMPTY_PASSWORD = { old_password: '', new_password1: '', new_password2: '' };

const labels: Record<Field, string> = {
  email: t.settings.email,
  first_name: t.settings.firstName,
  last_name: t.settings.lastName,
  password: t.settings.currentPassword,
  old_password: t.settings.oldPassword,
  new_password1: t.settings.newPassword,
  new_password2: t.settings.repeatPassword,
};

/** The chosen image as an address for the preview, revoked when it changes. */
function usePreview(file: File | null) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * /settings (spec §2, §4, §5): avatar, e-mail and names with the current values as placeholders, and the password
 * change. Only filled fields are sent: the profile when one of them (or an image) is filled, the password when all
 * three are. The success popup only for 'Profile updated successfully'; the password fields empty after a change.
 */
export function SettingsScreen() {
  useDocumentTitle(t.settings.title);
  const { profile } = useProfile();
  const [values, setValues] = useState<Values>(EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const preview = usePreview(image);
  const update = useUpdateProfile();
  const changePassword = useChangePassword();
  const { modal, show } = useNotice();
  const { toast } = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const profileFields = Object.fromEntries(PROFILE.map((name) => [name, values[name].trim()]));
    const sendProfile = PROFILE.some((name) => profileFields[name]) || image !== null;
    const passwordFilled = PASSWORD.filter((name) => values[name] !== '');
    const sendPassword = passwordFilled.length === PASSWORD.length;
    const incomplete: Errors = {};
    if (passwordFilled.length > 0 && !sendPassword) {
      for (const name of PASSWORD) if (!values[name]) incomplete[name] = t.settings.passwordIncomplete;
    }
    setErrors(incomplete);
    if (!sendProfile && !sendPassword) {
      if (passwordFilled.length === 0) {
        show({ variant: 'info', title: t.settings.nothingToSave, description: t.settings.nothingToSaveText });
      }
      return;
    }

    const [profileResult, passwordResult] = await Promise.allSettled([
      sendProfile
        ? update.mutateAsync({ ...profileFields, ...(profileFields.email ? { password: values.password } : {}), image })
        : Promise.resolve(null),
      sendPassword
        ? changePassword.mutateAsync({
            old_password: values.old_password,
            new_password1: values.new_password1,
            new_password2: values.new_password2,
          })
        : Promise.resolve(null),
    ]);

    const updated = profileResult.status === 'fulfilled' ? profileResult.value : null;
    const passwordChanged = passwordResult.status === 'fulfilled' && passwordResult.value !== null;
    const refused: Errors = {};
    let failure: unknown;
    for (const [result, fields] of [
      [profileResult, [...PROFILE, 'password', 'image']],
      [passwordResult, PASSWORD],
    ] as const) {
      if (result.status === 'fulfilled') continue;
      const found = serverFieldErrors(result.reason, fields);
      Object.assign(refused, found);
      if (Object.keys(found).length === 0) failure ??= result.reason;
    }
    setErrors({ ...incomplete, ...refused });
    if (updated) {
      setValues((v) => ({ ...v, email: '', first_name: '', last_name: '', password: '' }));
      setImage(null);
    }
    if (passwordChanged) {
      setValues((v) => ({ ...v, ...EMPTY_PASSWORD }));
      toast({ title: t.settings.passwordChanged, variant: 'success' });
    }
    const refusal = Object.values(refused)[0];
    if (failure !== undefined) show(failureNotice(failure, t.settings.saveFailed));
    else if (refusal) show({ variant: 'failure', title: t.settings.saveFailed, description: refusal });
    else if (updated?.message === Messages.profileUpdated) {
      const description = updated.pending_email
        ? t.settings.emailPendingText(updated.pending_email)
        : t.settings.savedText;
      show({ variant: 'success', title: t.settings.savedTitle, description });
    }
  };

  const field = (name: Field) => ({
    name,
    label: labels[name],
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors(({ [name]: _, ...rest }) => rest);
    },
  });

  const saving = update.isPending || changePassword.isPending;
  const current = profile?.image ? mediaUrl(profile.image, { thumb: true }) : undefined;

  return (
    <>
      <ProfileTitleBar title={t.settings.title} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>
            <Heading level={2} as="span">
              {t.settings.profileSection}
            </Heading>
            <Text size="sm" tone="muted">
              {t.settings.profileHint}
            </Text>
          </legend>
          <div className={styles.avatarRow}>
            <figure className={styles.avatarFigure}>
              <Avatar size="xxl" src={preview ?? current} alt={t.settings.avatarAlt} />
            </figure>
            <FileInput
              label={t.settings.avatar}
              accept="image"
              file={image}
              onFileChange={setImage}
              hint={preview ? t.settings.avatarPreview : undefined}
              error={errors.image}
            />
          </div>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={profile?.email}
            hint={t.settings.emailHint}
            {...field('email')}
          />
          {values.email.trim() !== '' && (
            <PasswordInput
              autoComplete="current-password"
              hint={t.settings.currentPasswordHint}
              {...field('password')}
            />
          )}
          <div className={styles.pair}>
            <Input autoComplete="given-name" placeholder={profile?.first_name} {...field('first_name')} />
            <Input autoComplete="family-name" placeholder={profile?.last_name} {...field('last_name')} />
          </div>
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>
            <Heading level={2} as="span">
              {t.settings.passwordSection}
            </Heading>
            <Text size="sm" tone="muted">
              {t.settings.passwordHint}
            </Text>
          </legend>
          <PasswordInput autoComplete="current-password" {...field('old_password')} />
          <PasswordInput autoComplete="new-password" {...field('new_password1')} />
          <PasswordInput autoComplete="new-password" {...field('new_password2')} />
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" size="lg" loading={saving} icon="check">
            {t.settings.save}
          </Button>
        </div>
      </form>
      {modal}
    </>
  );
}
export { SettingsScreen as Component };
