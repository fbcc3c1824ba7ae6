import type { ReactNode } from 'react';
import { Field, type FieldControlProps, type FieldProps } from '../Field/Field';
import { controlShell, type controlSizes } from './control.css';

/** The field props Input, Select and Textarea share. */
export interface ControlFieldOwnProps {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error message under the field; also sets aria-invalid. */
  error?: ReactNode;
  /** Highlights the field as invalid without a message. */
  invalid?: boolean;
  /** Class for the outer field wrapper; `className` goes to the bordered box. */
  fieldClassName?: string;
}

export interface ControlFieldProps extends Omit<FieldProps, 'className' | 'children'> {
  size?: (typeof controlSizes)[number];
  multiline?: boolean;
  disabled?: boolean;
  /** More classes for the bordered box. */
  className?: string;
  /** Class for the outer field wrapper. */
  fieldClassName?: string;
  /** The native control (and any icons), rendered inside the bordered box. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A `Field` whose control sits in the bordered control box (Input, Select, Textarea): the box
 * follows the field's invalid state and the control's disabled state.
 */
export function ControlField({
  size,
  multiline,
  disabled,
  className,
  fieldClassName,
  children,
  ...field
}: ControlFieldProps) {
  return (
    <Field {...field} className={fieldClassName}>
      {(control) => (
        <div
          className={[
            controlShell({ size, invalid: Boolean(control['aria-invalid']), disabled: Boolean(disabled), multiline }),
            className,
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {children(control)}
        </div>
      )}
    </Field>
  );
}
