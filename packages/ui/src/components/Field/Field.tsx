import { type ReactNode, useId } from 'react';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Field.css';

/** What a control inside a `Field` spreads onto its native element. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps {
  /** The visible label; always given, even when hidden, so the control has a name. */
  label: ReactNode;
  /** Keeps the label for screen readers only (a search box whose icon says enough). */
  hideLabel?: boolean;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** An error message; its presence also marks the control invalid. */
  error?: ReactNode;
  /** Marks the control invalid without a message (spec: empty sign-in fields are highlighted). */
  invalid?: boolean;
  required?: boolean;
  /** Shown at the end of the label row: a character count, a "forgot password" link. */
  aside?: ReactNode;
  /** More element ids that describe the control. */
  describedBy?: string;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, control, hint and error for one form control, wired for assistive technology:
 * the label names the control, hint and error describe it, `aria-invalid` marks it.
 */
export function Field({
  label,
  hideLabel = false,
  hint,
  error,
  invalid = false,
  required,
  aside,
  describedBy,
  id: idProp,
  className,
  children,
}: FieldProps) {
  const autoId = useId();
  const id = idProp ?? `field${autoId.replaceAll(':', '')}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const isInvalid = invalid || Boolean(error);
  const describedByIds = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined;

  const labelContent = (
    <>
      {label}
      {required && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </>
  );

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {hideLabel ? (
        <label htmlFor={id}>
          <VisuallyHidden>{labelContent}</VisuallyHidden>
        </label>
      ) : (
        <div className={styles.labelRow}>
          <label htmlFor={id} className={styles.label}>
            {labelContent}
          </label>
          {aside && <span className={styles.aside}>{aside}</span>}
        </div>
      )}
      {children({
        id,
        'aria-describedby': describedByIds,
        'aria-invalid': isInvalid ? true : undefined,
        required,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size={14} className={styles.errorIcon} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
Field.displayName = 'Field';
