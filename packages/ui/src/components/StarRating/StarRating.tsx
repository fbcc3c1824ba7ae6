import { type KeyboardEvent, useRef, useState } from 'react';
import { type MessageOverrides, uiMessages } from '../../i18n/messages';
import { formatRating } from '../../utils/format';
import { Icon } from '../Icon/Icon';
import * as styles from './StarRating.css';

export type StarRatingSize = (typeof styles.starRatingSizes)[number];

const STARS = [1, 2, 3, 4, 5] as const;
const MAX = 5;

export interface StarRatingProps {
  /** The chosen rating (1–5), or the average (e.g. 4.6) in read-only mode; 0 or undefined for none. */
  value?: number;
  defaultValue?: number;
  /** Called with 1–5 when the user picks a star by click or keyboard. */
  onChange?: (value: number) => void;
  /** Shows the value (a fractional average) without controls. */
  readOnly?: boolean;
  disabled?: boolean;
  size?: StarRatingSize;
  /** Shows the number beside the stars, e.g. 4.6. */
  showValue?: boolean;
  /** The group's name for screen readers; 'შეფასება' by default. */
  label?: string;
  messages?: MessageOverrides<typeof uiMessages.starRating>;
  className?: string;
}

const clampRating = (value: number) => Math.min(MAX, Math.max(1, value));

/**
 * Star rating (spec §4): hover highlights, click sets, arrows/Home/End move like a radio group.
 * Read-only mode shows a fractional average with a label such as 'საშუალო შეფასება 4.6 5-დან'.
 */
export function StarRating({
  value: controlled,
  defaultValue = 0,
  onChange,
  readOnly = false,
  disabled = false,
  size = 'md',
  showValue = false,
  label,
  messages,
  className,
}: StarRatingProps) {
  const m = { ...uiMessages.starRating, ...messages };
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const [hovered, setHovered] = useState<number | null>(null);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const value = controlled ?? uncontrolled;
  const px = styles.starPixels[size];
  const classes = [styles.root, className].filter(Boolean).join(' ');

  if (readOnly) {
    const shown = Math.min(MAX, Math.max(0, value));
    const text = formatRating(shown);
    return (
      <span className={classes}>
        <span className={styles.readOnly} role="img" aria-label={m.average.replace('{value}', text)}>
          <span className={styles.layer}>
            {STARS.map((n) => (
              <Icon key={n} name="starFilled" size={px} />
            ))}
          </span>
          <span className={styles.filledLayer} style={{ width: `${(shown / MAX) * 100}%` }}>
            {STARS.map((n) => (
              <Icon key={n} name="starFilled" size={px} style={{ flexShrink: 0 }} />
            ))}
          </span>
        </span>
        {showValue && (
          <span className={styles.value({ size })} aria-hidden="true">
            {text}
          </span>
        )}
      </span>
    );
  }

  const selected = Math.round(value);
  const lit = hovered ?? selected;

  const choose = (next: number) => {
    if (disabled) return;
    const rating = clampRating(next);
    if (controlled === undefined) setUncontrolled(rating);
    onChange?.(rating);
    refs.current[rating - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: number) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current - 1,
      Home: 1,
      End: MAX,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    // Like a native radio group, arrows wrap around at the ends.
    const wrapped = target > MAX ? 1 : target < 1 ? MAX : target;
    choose(wrapped);
  };

  return (
    <span className={classes}>
      <span
        role="radiogroup"
        aria-label={label ?? m.label}
        aria-disabled={disabled || undefined}
        className={[styles.group, disabled && styles.disabledGroup].filter(Boolean).join(' ')}
        onMouseLeave={() => setHovered(null)}
      >
        {STARS.map((n) => {
          const checked = n === selected;
          const focusable = selected >= 1 ? checked : n === 1;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a button radio keeps hover, Home/End and the star glyph simple; roving tabindex and aria-checked give it radio semantics
            <button
              key={n}
              ref={(element) => {
                refs.current[n - 1] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={m.star.replace('{value}', String(n))}
              tabIndex={focusable ? 0 : -1}
              disabled={disabled}
              data-highlighted={n <= lit ? '' : undefined}
              className={styles.star({ lit: n <= lit })}
              onMouseEnter={() => !disabled && setHovered(n)}
              onFocus={() => setHovered(null)}
              onClick={() => choose(n)}
              onKeyDown={(event) => onKeyDown(event, n)}
            >
              <Icon name={n <= lit ? 'starFilled' : 'star'} size={px} />
            </button>
          );
        })}
      </span>
      {showValue && selected > 0 && (
        <span className={styles.value({ size })} aria-hidden="true">
          {selected}
        </span>
      )}
    </span>
  );
}
StarRating.displayName = 'StarRating';
