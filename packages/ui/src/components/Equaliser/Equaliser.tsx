import * as styles from './Equaliser.css';

export interface EqualiserProps {
  /** The bars move while true; still bars mean "in the player, paused" (and stay still under reduced motion). */
  playing?: boolean;
  className?: string;
}

/**
 * The "now playing" mark: three bars in the current colour. Decorative (aria-hidden): the component that shows it
 * says the state in words or through its pause button.
 */
export function Equaliser({ playing = false, className }: EqualiserProps) {
  return (
    <span
      className={[styles.equaliser({ playing }), className].filter(Boolean).join(' ')}
      aria-hidden="true"
      data-equaliser={playing ? 'playing' : 'still'}
    >
      <span />
      <span />
      <span />
    </span>
  );
}
Equaliser.displayName = 'Equaliser';
