import { Button, formatDuration, formatFileSize, UploadProgress } from '@podcast/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { t } from '../../i18n';
import * as styles from './studio.css';

const s = t.studio.addPodcast;

export interface TransferRate {
  /** Bytes a second since this run started. */
  bytesPerSecond: number;
  secondsLeft: number;
}

/**
 * The transfer rate and time left of an upload, from its progress (percentage of chunks done) and
 * the file's size. Measured from the first report of each run, so a resumed upload's earlier chunks
 * do not inflate it.
 */
export function useUploadRate() {
  const run = useRef<{ size: number; at: number; percent: number } | null>(null);
  const [value, setValue] = useState<TransferRate | null>(null);
  const reset = useCallback((size: number) => {
    run.current = { size, at: 0, percent: -1 };
    setValue(null);
  }, []);
  const sample = useCallback((percent: number) => {
    const current = run.current;
    if (!current) return;
    const now = performance.now();
    if (current.percent < 0) {
      run.current = { ...current, at: now, percent };
      return;
    }
    const seconds = (now - current.at) / 1000;
    const bytes = ((percent - current.percent) / 100) * current.size;
    if (seconds <= 0 || bytes <= 0) return;
    const bytesPerSecond = bytes / seconds;
    setValue({ bytesPerSecond, secondsLeft: (((100 - percent) / 100) * current.size) / bytesPerSecond });
  }, []);
  return useMemo(() => ({ value, reset, sample }), [value, reset, sample]);
}

export interface UploadPanelProps {
  fileName: string;
  progress: number;
  running: boolean;
  /** Cancelled by the podcaster. */
  paused: boolean;
  failed: boolean;
  rate: TransferRate | null;
  onCancel: () => void;
  onResume: () => void;
}

/** The running upload: progress with its phase (spec §4), rate and time left, cancel; resume after a stop. */
export function UploadPanel({
  fileName,
  progress,
  running,
  paused,
  failed,
  rate,
  onCancel,
  onResume,
}: UploadPanelProps) {
  const stopped = paused || failed;
  return (
    <div className={styles.uploadBlock}>
      <UploadProgress
        value={progress}
        fileName={fileName}
        error={stopped}
        errorMessage={paused ? s.cancelled : s.interrupted}
        onRetry={stopped ? onResume : undefined}
      />
      {running && (
        <div className={styles.draftHead}>
          <p className={styles.rate} aria-live="off">
            {rate && progress < 100
              ? s.rate(formatFileSize(rate.bytesPerSecond), formatDuration(Math.ceil(rate.secondsLeft)))
              : '\u00a0'}
          </p>
          <Button type="button" size="sm" variant="ghost" icon="close" onClick={onCancel}>
            {s.cancel}
          </Button>
        </div>
      )}
    </div>
  );
}
