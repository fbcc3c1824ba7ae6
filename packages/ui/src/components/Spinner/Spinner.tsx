import { primitiveMessages } from '../../i18n/primitives';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { spinnerSizes } from './Spinner.css';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: (typeof spinnerSizes)[number];
  /** What is announced (and shown with `showLabel`); 'იტვირთება...' by default. */
  label?: string;
  /** Prints the label beside the ring instead of keeping it for screen readers only. */
  showLabel?: boolean;
  /** Centres the spinner in its container with some room around it (a loading page, the end of a list). */
  centered?: boolean;
  className?: string;
}

/** A loading indicator that announces itself politely as a status. */
export function Spinner({
  size,
  label = primitiveMessages.spinner.label,
  showLabel = false,
  centered = false,
  className,
}: SpinnerProps) {
  return (
    <span role="status" className={[styles.root, centered && styles.centered, className].filter(Boolean).join(' ')}>
      <svg viewBox="0 0 24 24" fill="none" className={styles.ring({ size })} aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9.5" strokeWidth="3" className={styles.track} />
        <path d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" strokeWidth="3" strokeLinecap="round" className={styles.arc} />
      </svg>
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
Spinner.displayName = 'Spinner';
