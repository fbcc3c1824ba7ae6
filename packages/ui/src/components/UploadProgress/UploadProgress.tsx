import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { HTMLAttributes } from 'react';
import { mediaMessages } from '../../i18n/media';
import type { MessageOverrides } from '../../i18n/messages';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import * as styles from './UploadProgress.css';

export type UploadState = (typeof styles.uploadStates)[number];
type Messages = typeof mediaMessages.uploadProgress;

/**
 * The phase an upload is in (spec §4): 2–98 % uploading, 100 % active; below 2 % the first chunks are
 * still being prepared and at 99 % the server is assembling the file.
 */
export function uploadState(value: number, error = false): UploadState {
  if (error) return 'error';
  if (value >= 100) return 'done';
  if (value >= 99) return 'finishing';
  if (value >= 2) return 'uploading';
  return 'waiting';
}

const stateText: Record<UploadState, keyof Messages> = {
  waiting: 'waiting',
  uploading: 'uploading',
  finishing: 'finishing',
  done: 'done',
  error: 'error',
};

const stateIcon: Record<UploadState, IconName> = {
  waiting: 'upload',
  uploading: 'upload',
  finishing: 'upload',
  done: 'check',
  error: 'alert',
};

export interface UploadProgressProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Percentage of chunks uploaded, 0–100. */
  value: number;
  /** The file being uploaded, shown as the title. */
  fileName?: string;
  /** The upload failed; shows the error text and, with `onRetry`, a retry button. */
  error?: boolean;
  /** A more specific error text than the default. */
  errorMessage?: string;
  onRetry?: () => void;
  /** Overrides for the built-in Georgian texts. */
  messages?: MessageOverrides<Messages>;
}

export function UploadProgress({
  value,
  fileName,
  error = false,
  errorMessage,
  onRetry,
  messages,
  className,
  ...rest
}: UploadProgressProps) {
  const text = { ...mediaMessages.uploadProgress, ...messages };
  const percent = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  const state = uploadState(percent, error);
  const statusText = state === 'error' && errorMessage ? errorMessage : text[stateText[state]];

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      <span className={styles.badge({ state })} aria-hidden="true">
        <Icon name={stateIcon[state]} size={22} />
      </span>
      <div className={styles.header}>
        <div className={styles.titles}>
          <span className={styles.fileName}>{fileName ?? text.label}</span>
          <span className={styles.status({ state })} role={state === 'error' ? 'alert' : 'status'}>
            {statusText}
          </span>
        </div>
        <span className={styles.percent} aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={fileName ? `${text.label}: ${fileName}` : text.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% — ${statusText}`}
      >
        <div className={styles.bar({ state })} style={assignInlineVars({ [styles.fill]: `${percent}%` })} />
      </div>
      {state === 'error' && onRetry && (
        <div className={styles.footer}>
          <Button size="sm" variant="secondary" icon="history" onClick={onRetry}>
            {text.retry}
          </Button>
        </div>
      )}
    </div>
  );
}
