import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ComponentPropsWithoutRef, type ComponentRef, forwardRef, type ReactNode, useId } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';

export type CheckedState = RadixCheckbox.CheckedState;

export interface CheckboxProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixCheckbox.Root>, 'children' | 'asChild'> {
  /** The clickable label beside the box. */
  label: ReactNode;
  /** A second, quieter line under the label. */
  description?: ReactNode;
  invalid?: boolean;
}

/** A labelled checkbox (filter lists, remember me, terms); `checked` may be 'indeterminate'. */
export const Checkbox = forwardRef<ComponentRef<typeof RadixCheckbox.Root>, CheckboxProps>(function Checkbox(
  { label, description, invalid, id: idProp, className, ...rest },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? `checkbox${autoId.replaceAll(':', '')}`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <RadixCheckbox.Root
        ref={ref}
        id={id}
        className={styles.box}
        aria-describedby={descriptionId}
        aria-invalid={invalid || undefined}
        {...rest}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          {rest.checked === 'indeterminate' ? (
            <Icon name="minus" size={14} strokeWidth={3} />
          ) : (
            <Icon name="check" size={14} strokeWidth={3} />
          )}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
      </div>
    </div>
  );
});
Checkbox.displayName = 'Checkbox';
