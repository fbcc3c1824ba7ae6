import { forwardRef, type TextareaHTMLAttributes, useState } from 'react';
import { primitiveMessages } from '../../i18n/primitives';
import { ControlField, type ControlFieldOwnProps } from '../private/ControlField';
import { controlElement } from '../private/control.css';
import { textarea } from './Textarea.css';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, ControlFieldOwnProps {
  /** With `maxLength`, shows "typed / max" in the label row. */
  showCount?: boolean;
  /** Lets the user drag the height; on by default. */
  resizable?: boolean;
}

/** A labelled multi-line text field (episode and channel descriptions). */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    label,
    hideLabel,
    hint,
    error,
    invalid,
    showCount = false,
    resizable = true,
    id,
    required,
    disabled,
    rows = 4,
    className,
    fieldClassName,
    value,
    defaultValue,
    onChange,
    maxLength,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(defaultValue ?? '').length);
  const length = value === undefined ? uncontrolledLength : String(value).length;
  const counter =
    showCount && maxLength !== undefined ? primitiveMessages.textarea.counter(length, maxLength) : undefined;

  return (
    <ControlField
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      invalid={invalid}
      required={required}
      aside={counter}
      describedBy={describedBy}
      id={id}
      fieldClassName={fieldClassName}
      multiline
      disabled={disabled}
      className={className}
    >
      {(control) => (
        <textarea
          ref={ref}
          rows={rows}
          className={`${controlElement} ${textarea({ resizable })}`}
          disabled={disabled}
          value={value}
          defaultValue={defaultValue}
          maxLength={maxLength}
          onChange={(event) => {
            setUncontrolledLength(event.target.value.length);
            onChange?.(event);
          }}
          {...control}
          {...rest}
        />
      )}
    </ControlField>
  );
});
Textarea.displayName = 'Textarea';
