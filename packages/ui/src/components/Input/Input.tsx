import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { ControlField, type ControlFieldOwnProps } from '../private/ControlField';
import { controlElement, controlEnd, controlIcon, type controlSizes } from '../private/control.css';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>, ControlFieldOwnProps {
  /** A decorative icon at the start of the field. */
  icon?: IconName;
  /** Content at the end of the field, inside its border: a toggle, a clear button, a unit. */
  endSlot?: ReactNode;
  /** Shown at the end of the label row. */
  labelAside?: ReactNode;
  size?: (typeof controlSizes)[number];
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
    <ControlField
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      invalid={invalid}
      required={required}
      aside={labelAside}
      describedBy={describedBy}
      id={id}
      fieldClassName={fieldClassName}
      size={size}
      disabled={disabled}
      className={className}
    >
      {(control) => (
        <>
          {icon && <Icon name={icon} size={18} className={controlIcon} />}
          <input ref={ref} type={type} className={controlElement} disabled={disabled} {...control} {...rest} />
          {endSlot && <span className={controlEnd}>{endSlot}</span>}
        </>
      )}
    </ControlField>
  );
});
Input.displayName = 'Input';
