import { useCallback, useEffect, useState } from 'react';

/** A module loaded at most once, on demand: code that the first paint does not need (menus, sheets). */
export interface DeferredModule<T> {
  load: () => Promise<T>;
  loaded: () => T | undefined;
}

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let promise: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () => {
      promise ??= importer().then((module) => {
        value = module;
        return module;
      });
      return promise;
    },
    loaded: () => value,
  };
}

const IDLE_TIMEOUT_MS = 4_000;

/**
 * The module once it is loaded: fetched when the browser is idle after the first paint, or at once when `eager`
 * (e.g. a menu a story renders open) or when the returned `load` is called (the first press of its button).
 */
export function useDeferredModule<T>(module: DeferredModule<T>, eager = false): [T | undefined, () => void] {
  const [value, setValue] = useState<{ module: T } | undefined>(() => {
    const loaded = module.loaded();
    return loaded ? { module: loaded } : undefined;
  });
  const load = useCallback(() => {
    void module.load().then(
      (loaded) => setValue((current) => current ?? { module: loaded }),
      () => undefined,
    );
  }, [module]);
  useEffect(() => {
    if (value) return;
    if (eager) {
      load();
      return;
    }
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(load, 1_000);
    return () => window.clearTimeout(timer);
  }, [value, eager, load]);
  return [value?.module, load];
}
