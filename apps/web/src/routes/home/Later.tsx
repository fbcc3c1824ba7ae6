import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/** How far below (or above) the viewport a waiting part starts rendering as the visitor scrolls towards it. */
const NEAR = '100px 0px';
/** What a visitor does before anything below the first screen matters: the rest of the page then renders. */
const INTERACTIONS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const;
/** An idle step happens within this long even on a main thread that never goes idle. */
const IDLE_TIMEOUT_MS = 1_000;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(callback, 50);
  return () => window.clearTimeout(timer);
}

/** Once the visitor has interacted, every later screen that waits for it (e.g. home again, after Back) need not. */
let interactedBefore = false;

/**
 * False until the visitor first scrolls, touches, clicks or presses a key anywhere on the page (or has scrolled), in
 * this page's life: a visitor who comes back to a screen from another has interacted.
 */
export function useInteracted(): boolean {
  const [interacted, setInteracted] = useState(interactedBefore);
  useEffect(() => {
    if (interacted) return;
    const onInteraction = () => {
      interactedBefore = true;
      setInteracted(true);
    };
    if (window.scrollY > 0) return onInteraction();
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
    };
  }, [interacted]);
  return interacted;
}

/**
 * How many of `total` waiting parts are due: none until `start`, then one more each time the browser is idle, as a
 * transition (rendered in slices), so each part is a small task of its own.
 */
export function useIdleSteps(total: number, start: boolean): number {
  const [due, setDue] = useState(0);
  useEffect(() => {
    if (!start || due >= total) return;
    return whenIdle(() => startTransition(() => setDue((current) => current + 1)));
  }, [due, total, start]);
  return due;
}

export interface LaterProps {
  /** Render the children now (their idle step has come). */
  due: boolean;
  children: ReactNode;
  /** What holds the place until then (same height, hidden from assistive technology). */
  placeholder: ReactNode;
}

/** `children` once `due`, or earlier when the placeholder comes near the viewport. */
export function Later({ due, children, placeholder }: LaterProps) {
  const [near, setNear] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const show = due || near;
  useEffect(() => {
    const node = ref.current;
    if (show || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: NEAR },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [show]);
  return show ? children : <div ref={ref}>{placeholder}</div>;
}
