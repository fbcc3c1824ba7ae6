import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { type ComponentPropsWithoutRef, type ComponentRef, forwardRef, type ReactNode, useId } from 'react';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { radioGroupVariants } from './RadioGroup.css';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A quieter second line (list variant only). */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixRadioGroup.Root>, 'children' | 'asChild' | 'dir'> {
  /** Names the group (rendered as its heading). */
  label: ReactNode;
  hideLabel?: boolean;
  options: RadioOption[];
  /** `list`: round radios with labels; `chips`: pill buttons (filters). */
  variant?: (typeof radioGroupVariants)[number];
  hint?: ReactNode;
  error?: ReactNode;
}

/** A single choice among a few options (the duration filter, the chart range). */
export const RadioGroup = forwardRef<ComponentRef<typeof RadixRadioGroup.Root>, RadioGroupProps>(function RadioGroup(
  { label, hideLabel = false, options, variant = 'list', hint, error, orientation, id: idProp, className, ...rest },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? `radios${autoId.replaceAll(':', '')}`;
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {hideLabel ? (
        <span id={labelId}>
          <VisuallyHidden>{label}</VisuallyHidden>
        </span>
      ) : (
        <span id={labelId} className={styles.legend}>
          {label}
        </span>
      )}
      <RadixRadioGroup.Root
        ref={ref}
        id={id}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        orientation={orientation}
        className={styles.items({ variant, orientation: orientation ?? 'vertical' })}
        {...rest}
      >
        {options.map((option) => {
          const itemId = `${id}-${option.value}`;
          if (variant === 'chips') {
            return (
              <RadixRadioGroup.Item
                key={option.value}
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                className={styles.chip}
              >
                <Icon name="check" size={16} className={styles.chipCheck} />
                {option.label}
              </RadixRadioGroup.Item>
            );
          }
          const descriptionId = option.description ? `${itemId}-description` : undefined;
          return (
            <div key={option.value} className={styles.option}>
              <RadixRadioGroup.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={descriptionId}
                className={styles.radio}
              >
                <RadixRadioGroup.Indicator className={styles.dot} />
              </RadixRadioGroup.Item>
              <span className={styles.optionText}>
                <label htmlFor={itemId} className={styles.optionLabel}>
                  {option.label}
                </label>
                {option.description && (
                  <span id={descriptionId} className={styles.optionDescription}>
                    {option.description}
                  </span>
                )}
              </span>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
});
RadioGroup.displayName = 'RadioGroup';
