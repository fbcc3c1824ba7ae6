import { media, sharedTokens } from './tokens';

/**
 * The routed screen's entrance when the path changes: a short, calm fade with an 8 px rise. Numbers, not CSS
 * variables, because it runs through the Web Animations API (which `data-motion="off"` and the reduced-motion
 * stylesheet rules do not reach: `prefersLessMotion` is checked instead).
 */
export const pageTransition = {
  keyframes: [
    { opacity: 0, transform: 'translateY(8px)' },
    { opacity: 1, transform: 'none' },
  ],
  duration: 240,
  easing: sharedTokens.motion.easing,
} as const;

/** The listener asked for less motion, or the app switched it off (tests and screenshots: `data-motion="off"`). */
export const prefersLessMotion = (): boolean =>
  typeof window !== 'undefined' &&
  (document.documentElement.dataset.motion === 'off' || window.matchMedia?.(media.reducedMotion).matches === true);
