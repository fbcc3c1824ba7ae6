import { type HTMLAttributes, useId } from 'react';
import { navigationMessages } from '../../i18n/navigation';
import {
  accentLetter,
  glyph,
  logo,
  type logoSizes,
  type logoVariants,
  mark,
  stopFrom,
  stopTo,
  wordmark,
} from './Logo.css';

export interface LogoProps extends HTMLAttributes<HTMLSpanElement> {
  /** The platform name shown next to the mark; also the accessible name of the mark alone. */
  name?: string;
  size?: (typeof logoSizes)[number];
  /** `full` shows the mark and the name; `mark` only the square (tight spaces). */
  variant?: (typeof logoVariants)[number];
}

const markSizes = { sm: 28, md: 34, lg: 48 } as const;

/** The platform's mark (a play button made of sound bars) and its Georgian wordmark. */
export function Logo({
  name = navigationMessages.logo.name,
  size = 'md',
  variant = 'full',
  className,
  ...rest
}: LogoProps) {
  const gradientId = `logo-gradient-${useId().replace(/:/g, '')}`;
  const markOnly = variant === 'mark';
  const first = name.slice(0, 1);
  return (
    <span
      className={[logo({ size }), className].filter(Boolean).join(' ')}
      {...(markOnly ? { role: 'img', 'aria-label': name } : {})}
      {...rest}
    >
      <svg
        className={mark}
        width={markSizes[size]}
        height={markSizes[size]}
        viewBox="0 0 40 40"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" className={stopFrom} />
            <stop offset="1" className={stopTo} />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
        <g className={glyph}>
          <rect x="8.5" y="16" width="3.4" height="8" rx="1.7" opacity="0.75" />
          <rect x="14.3" y="11.5" width="3.4" height="17" rx="1.7" opacity="0.9" />
          <path d="M21.5 12.6c0-1.3 1.4-2.1 2.5-1.4l9 5.9c1 .7 1 2.2 0 2.9l-9 5.9c-1.1.7-2.5-.1-2.5-1.4z" />
        </g>
      </svg>
      {!markOnly && (
        <span className={wordmark}>
          <span className={accentLetter}>{first}</span>
          {name.slice(1)}
        </span>
      )}
    </span>
  );
}
Logo.displayName = 'Logo';
