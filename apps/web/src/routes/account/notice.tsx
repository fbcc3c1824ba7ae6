import { isApiError } from '@podcast/hooks';
import { StatusModal, type StatusModalVariant } from '@podcast/ui';
import { useState } from 'react';
import { t } from '../../i18n';

export interface Notice {
  variant: StatusModalVariant;
  title: string;
  description?: string | undefined;
  confirmLabel?: string;
  /** Runs when the main button closes the modal. */
  onConfirm?: () => void;
}

/** One result modal per form (spec §8): `show` opens it, closing it (button, Esc, outside) forgets it. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const modal = notice && (
    <StatusModal
      open
      variant={notice.variant}
      title={notice.title}
      description={notice.description}
      confirmLabel={notice.confirmLabel}
      onConfirm={notice.onConfirm}
      onOpenChange={(open) => {
        if (!open) setNotice(null);
      }}
    />
  );
  return { modal, show: setNotice };
}

const GEORGIAN = /[\u10A0-\u10FF\u1C90-\u1CBF]/;

/** A server message fit to show as it is: the server writes its refusals in Georgian, its validator in English. */
export const readable = (message: string | undefined) => (message && GEORGIAN.test(message) ? message : undefined);

/** The failure modal of a call that failed for a reason other than a form field (network, rate limit, server). */
export function failureNotice(error: unknown, title: string): Notice {
  if (!isApiError(error) || error.status === 0) {
    return { variant: 'failure', title: t.account.networkTitle, description: t.account.networkText };
  }
  if (error.status === 429)
    return { variant: 'failure', title: t.account.tooMany, description: readable(error.detail) };
  return { variant: 'failure', title, description: readable(error.detail) };
}

/**
 * The server's refusals for the given form fields, as Georgian messages under the fields: its own Georgian messages
 * as they are ('ეს მეილი უკვე დარეგისტრირებულია'), the validator's English ones translated.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  if (!isApiError(error)) return errors;
  for (const field of fields) {
    const message = error.fieldError(field);
    if (!message) continue;
    errors[field] =
      readable(message) ??
      (field.includes('email')
        ? t.account.invalidEmail
        : field.includes('password') && /fewer/.test(message)
          ? t.account.passwordTooShort
          : t.account.invalidValue);
  }
  return errors;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: required, then the e-mail format ('Invalid email address.'). */
export function emailError(email: string): string | undefined {
  if (!email.trim()) return t.account.required;
  return EMAIL.test(email.trim()) ? undefined : t.account.invalidEmail;
}
