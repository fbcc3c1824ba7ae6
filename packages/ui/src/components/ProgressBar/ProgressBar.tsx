import { Progress } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { primitiveMessages } from '../../i18n/primitives';
import type { progressSizes, progressTones } from './ProgressBar.css';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** Percent done, 0–100; `null` when unknown. */
  value: number | null;
  /** Names the bar for screen readers; shown above it unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  /** Shows the percentage (or `valueText`) at the end of the label row. */
  showValue?: boolean;
  /** Replaces the percentage in the label row, e.g. the upload state 'იტვირთება...'. */
  valueText?: ReactNode;
  tone?: (typeof progressTones)[number];
  size?: (typeof progressSizes)[number];
  className?: string;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/** A determinate progress bar on Radix Progress (uploads, listening progress). */
export function ProgressBar({
  value,
  label,
  hideLabel = false,
  showValue = false,
  valueText,
  tone,
  size,
  className,
}: ProgressBarProps) {
  const labelId = useId();
  const percent = value === null ? null : Math.round(clamp(value));
  const formatted = percent === null ? undefined : primitiveMessages.progressBar.value(percent);
  const showHeader = !hideLabel || showValue;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {showHeader && (
        <div className={styles.header}>
          {hideLabel ? (
            <span />
          ) : (
            <span id={labelId} className={styles.label}>
              {label}
            </span>
          )}
          {showValue && (
            <span className={styles.value} aria-hidden="true">
              {valueText ?? formatted}
            </span>
          )}
        </div>
      )}
      <Progress.Root
        value={percent}
        max={100}
        getValueLabel={(current) => primitiveMessages.progressBar.value(Math.round(current))}
        {...(hideLabel ? { 'aria-label': label } : { 'aria-labelledby': labelId })}
        className={styles.track({ size })}
      >
        <Progress.Indicator
          className={styles.indicator({ tone })}
          style={{ transform: `translateX(-${100 - (percent ?? 0)}%)` }}
        />
      </Progress.Root>
    </div>
  );
}
ProgressBar.displayName = 'ProgressBar';
