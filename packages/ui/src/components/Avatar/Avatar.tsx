import { forwardRef, type HTMLAttributes } from 'react';
import { useMediaSrc } from '../private/useMediaSrc';
import type { avatarSizes } from './Avatar.css';
import * as styles from './Avatar.css';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The user's or channel's image: a URL or a stored media path; absent or broken shows the default avatar. */
  src?: string | null;
  /** The person's name, read by screen readers; leave empty when the name is printed beside it. */
  alt?: string;
  size?: (typeof avatarSizes)[number];
}

/** A round user picture with the default avatar (spec §3) when there is none. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { src: srcProp, alt = '', size, className, ...rest },
  ref,
) {
  const { src, onError } = useMediaSrc(srcProp);
  const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true as const };
  return (
    <span
      ref={ref}
      className={[styles.avatar({ size }), className].filter(Boolean).join(' ')}
      data-state={src ? 'image' : 'default'}
      {...label}
      {...rest}
    >
      {src ? (
        <img key={src} src={src} alt="" className={styles.image} onError={onError} loading="lazy" decoding="async" />
      ) : (
        <DefaultAvatar />
      )}
    </span>
  );
});
Avatar.displayName = 'Avatar';

function DefaultAvatar() {
  return (
    <svg viewBox="0 0 64 64" className={styles.fallback} aria-hidden="true" focusable="false">
      <rect width="64" height="64" className={styles.fallbackBackground} />
      <circle cx="32" cy="25" r="11" className={styles.fallbackFigure} />
      <path d="M11 60c2.2-12.5 10.5-19 21-19s18.8 6.5 21 19z" className={styles.fallbackFigure} />
    </svg>
  );
}
