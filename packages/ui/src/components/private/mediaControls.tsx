import { assignInlineVars } from '@vanilla-extract/dynamic';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import type { mediaMessages } from '../../i18n/media';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { iconButton } from '../IconButton/IconButton.css';
import { type PlayerControls, type PlayerState, playbackRates, SEEK_STEP } from '../Player/usePlayer';
import * as styles from './mediaControls.css';
import { formatMediaTime, formatMediaTimeWords } from './mediaTime';

export type PlayerMessages = { [K in keyof typeof mediaMessages.player]: string };

const percent = (value: number, max: number) => (max > 0 ? `${Math.min(100, (value / max) * 100)}%` : '0%');

export function SeekBar({
  state,
  controls,
  messages,
  size = 'md',
  className,
}: {
  state: PlayerState;
  controls: PlayerControls;
  messages: PlayerMessages;
  size?: 'md' | 'thin';
  className?: string;
}) {
  const { currentTime, duration } = state;
  const disabled = state.status !== 'ready' || duration <= 0;
  return (
    <input
      type="range"
      className={[styles.range({ size }), className].filter(Boolean).join(' ')}
      style={assignInlineVars({ [styles.rangeFill]: percent(currentTime, duration) })}
      min={0}
      max={Math.max(duration, 0)}
      step={1}
      value={Math.min(currentTime, duration)}
      disabled={disabled}
      aria-label={messages.seek}
      aria-valuetext={`${formatMediaTimeWords(currentTime, messages)}, ${messages.of} ${formatMediaTimeWords(duration, messages)}`}
      onChange={(event) => controls.seek(Number(event.currentTarget.value))}
    />
  );
}

export function TimeDisplay({
  state,
  messages,
  mark,
}: {
  state: PlayerState;
  messages: PlayerMessages;
  /** Shown before the elapsed time (the now-playing mark). */
  mark?: ReactNode;
}) {
  const elapsed = <span title={messages.elapsed}>{formatMediaTime(state.currentTime)}</span>;
  return (
    <div className={styles.times}>
      {mark ? (
        <span className={styles.elapsed}>
          {mark}
          {elapsed}
        </span>
      ) : (
        elapsed
      )}
      <span title={messages.total}>{formatMediaTime(state.duration)}</span>
    </div>
  );
}

export function PlayButton({
  state,
  controls,
  messages,
  size = 'lg',
}: {
  state: PlayerState;
  controls: PlayerControls;
  messages: PlayerMessages;
  size?: 'md' | 'lg';
}) {
  const busy = state.status === 'loading' || (state.playing && state.buffering);
  return (
    <button
      type="button"
      className={`${styles.playButton} ${styles.playButtonSize[size]}`}
      aria-label={state.playing ? messages.pause : messages.play}
      title={state.playing ? messages.pause : messages.play}
      disabled={state.status === 'idle' || state.status === 'error'}
      onClick={controls.toggle}
    >
      <Icon name={state.playing ? 'pause' : 'play'} size={size === 'lg' ? 28 : 22} />
      {busy && state.status !== 'idle' && <span className={styles.playSpinner} aria-hidden="true" />}
    </button>
  );
}

export function SkipButton({
  direction,
  controls,
  messages,
  disabled,
  size = 'md',
  className,
}: {
  direction: 'back' | 'forward';
  controls: PlayerControls;
  messages: PlayerMessages;
  disabled?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const label = direction === 'back' ? messages.back : messages.forward;
  return (
    <button
      type="button"
      className={[iconButton({ variant: 'ghost', size }), className].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => controls.skip(direction === 'back' ? -SEEK_STEP : SEEK_STEP)}
    >
      <Icon name={direction === 'back' ? 'back10' : 'forward10'} size={size === 'md' ? 28 : 22} />
    </button>
  );
}

const rateLabel = (rate: number) => `${rate}×`;

export function SpeedMenu({
  state,
  controls,
  messages,
  disabled,
}: {
  state: PlayerState;
  controls: PlayerControls;
  messages: PlayerMessages;
  disabled?: boolean;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={styles.speedTrigger}
        aria-label={`${messages.speed}: ${rateLabel(state.rate)}`}
        title={messages.speed}
        disabled={disabled}
      >
        {rateLabel(state.rate)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} sideOffset={6} align="start">
          <DropdownMenu.Label className={styles.menuLabel}>{messages.speed}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={String(state.rate)}
            onValueChange={(value) => controls.setRate(Number(value))}
          >
            {playbackRates.map((rate) => (
              <DropdownMenu.RadioItem key={rate} value={String(rate)} className={styles.menuItem}>
                {rateLabel(rate)}
                <DropdownMenu.ItemIndicator>
                  <Icon name="check" size={16} />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function VolumeControl({
  state,
  controls,
  messages,
  disabled,
}: {
  state: PlayerState;
  controls: PlayerControls;
  messages: PlayerMessages;
  disabled?: boolean;
}) {
  const level = state.muted ? 0 : state.volume;
  return (
    <div className={styles.volume}>
      <IconButton
        icon={level === 0 ? 'mute' : 'volume'}
        label={messages.mute}
        pressed={state.muted}
        disabled={disabled}
        onClick={controls.toggleMute}
      />
      <input
        type="range"
        className={`${styles.range({ size: 'thin' })} ${styles.volumeRange}`}
        style={assignInlineVars({ [styles.rangeFill]: `${level * 100}%` })}
        min={0}
        max={1}
        step={0.05}
        value={level}
        disabled={disabled}
        aria-label={messages.volume}
        aria-valuetext={`${Math.round(level * 100)}%`}
        onChange={(event) => controls.setVolume(Number(event.currentTarget.value))}
      />
    </div>
  );
}

export function LoadingStatus({ messages }: { messages: PlayerMessages }) {
  return (
    <div className={styles.status} role="status">
      {messages.loading}
    </div>
  );
}

export function ErrorStatus({
  messages,
  onRetry,
  message,
}: {
  messages: PlayerMessages;
  onRetry?: () => void;
  message?: string;
}) {
  return (
    <div className={styles.errorBox} role="alert">
      <span className={styles.errorText}>
        <Icon name="alert" size={20} />
        {message ?? messages.error}
      </span>
      {onRetry && (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {messages.retry}
        </Button>
      )}
    </div>
  );
}
