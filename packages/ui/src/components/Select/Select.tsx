import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { ControlField, type ControlFieldOwnProps } from '../private/ControlField';
import { controlElement, controlIcon, type controlSizes } from '../private/control.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'multiple'>,
    ControlFieldOwnProps {
  /**
   * A first, disabled option shown until the user picks one (spec §5: 'აირჩიე კატეგორია').
   * Its value is the empty string.
   */
  placeholder?: string;
  /** The choices; or pass `<option>` children. */
  options?: SelectOption[];
  icon?: IconName;
  size?: (typeof controlSizes)[number];
}

/** A styled native select: the platform list on every device, fully keyboard and screen-reader friendly. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    hideLabel,
    hint,
    error,
    invalid,
    placeholder,
    options,
    icon,
    size,
    id,
    required,
    disabled,
    className,
    fieldClassName,
    value,
    defaultValue,
    children,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  // Uncontrolled with a placeholder: start on the placeholder, not on the first real option.
  const initial = value === undefined && defaultValue === undefined && placeholder !== undefined ? '' : defaultValue;
  return (
    <ControlField
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      invalid={invalid}
      required={required}
      describedBy={describedBy}
      id={id}
      fieldClassName={fieldClassName}
      size={size}
      disabled={disabled}
      className={[styles.shell, className].filter(Boolean).join(' ')}
    >
      {(control) => (
        <>
          {icon && <Icon name={icon} size={18} className={`${controlIcon} ${styles.leadingIcon}`} />}
          <select
            ref={ref}
            className={[controlElement, styles.select, icon && styles.withIcon].filter(Boolean).join(' ')}
            disabled={disabled}
            value={value}
            defaultValue={initial}
            {...control}
            {...rest}
          >
            {placeholder !== undefined && (
              <option value="" disabled className={styles.option}>
                {placeholder}
              </option>
            )}
            {options?.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled} className={styles.option}>
                {option.label}
              </option>
            ))}
            {children}
          </select>
          <Icon name="chevronDown" size={18} className={`${controlIcon} ${styles.chevron}`} />
        </>
      )}
    </ControlField>
  );
});
Select.displayName = 'Select';
