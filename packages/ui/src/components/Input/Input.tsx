import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { controlElement, controlEnd, controlIcon, controlShell, type controlSizes } from '../private/control.css';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error message under the field; also sets aria-invalid. */
  error?: ReactNode;
  /** Highlights the field as invalid without a message. */
  invalid?: boolean;
  /** A decorative icon at the start of the field. */
  icon?: IconName;
  /** Content at the end of the field, inside its border: a toggle, a clear button, a unit. */
  endSlot?: ReactNode;
  /** Shown at the end of the label row. */
  labelAside?: ReactNode;
  size?: (typeof controlSizes)[number];
  /** Class for the outer field wrapper; `className` goes to the bordered box. */
  fieldClassName?: string;
}

/** A labelled single-line text field with hint, error and an optional leading icon. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  {
    label,
    hideLabel,
    hint,
    error,
    invalid,
    icon,
    endSlot,
    labelAside,
    size,
    id,
    required,
    disabled,
    className,
    fieldClassName,
    type = 'text',
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      invalid={invalid}
      required={required}
      aside={labelAside}
      describedBy={describedBy}
      id={id}
      className={fieldClassName}
    >
      {(control) => (
        <div
          className={[
            controlShell({ size, invalid: Boolean(control['aria-invalid']), disabled: Boolean(disabled) }),
            className,
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {icon && <Icon name={icon} size={18} className={controlIcon} />}
          <input ref={ref} type={type} className={controlElement} disabled={disabled} {...control} {...rest} />
          {endSlot && <span className={controlEnd}>{endSlot}</span>}
        </div>
      )}
    </Field>
  );
});
Input.displayName = 'Input';
