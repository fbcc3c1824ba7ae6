import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { pageTransition, prefersLessMotion } from '../../theme/motion';

export interface PageTransitionProps {
  /** What makes a new page: the app passes the location's path, so a changed query string does not animate. */
  transitionKey: string;
  children: ReactNode;
  className?: string;
}

/**
 * Wraps the routed screen: when `transitionKey` changes, the content fades in and rises 8 px (240 ms). Not on the
 * first render, and never under reduced motion or `data-motion="off"`. The children are not re-mounted: the
 * element is animated in place, so a screen keeps its state.
 */
export function PageTransition({ transitionKey, children, className }: PageTransitionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shownKey = useRef(transitionKey);

  useLayoutEffect(() => {
    if (shownKey.current === transitionKey) return;
    shownKey.current = transitionKey;
    const element = ref.current;
    if (!element || typeof element.animate !== 'function' || prefersLessMotion()) return;
    const { keyframes, duration, easing } = pageTransition;
    const animation = element.animate([...keyframes], { duration, easing });
    return () => animation.cancel();
  }, [transitionKey]);

  return (
    <div ref={ref} className={className} data-page-transition="">
      {children}
    </div>
  );
}
PageTransition.displayName = 'PageTransition';
