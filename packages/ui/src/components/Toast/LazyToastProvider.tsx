import { lazy, Suspense } from 'react';
import { uiMessages } from '../../i18n/messages';
import type { ToastProviderProps } from './Toast';
import { TOAST_DURATION, ToastContext, useToastEntries } from './toastState';

const ToastRegion = lazy(() => import('./Toast').then(({ ToastRegion }) => ({ default: ToastRegion })));

/**
 * `ToastProvider` for an app: `useToast()` works at once, and Radix's toast (provider, viewport, the toasts'
 * dismissable layer and presence) is loaded with the first toast and stays mounted from then on, instead of being
 * part of every page's first load. Children are not inside Radix's provider: render toasts through `useToast()`.
 */
export function LazyToastProvider({
  children,
  duration = TOAST_DURATION,
  label = uiMessages.toast.region,
}: ToastProviderProps) {
  const { entries, api } = useToastEntries();
  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Closed toasts stay in `entries` until the next one opens, so once loaded the region stays mounted. */}
      {entries.length > 0 && (
        <Suspense fallback={null}>
          <ToastRegion entries={entries} dismiss={api.dismiss} duration={duration} label={label} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
LazyToastProvider.displayName = 'LazyToastProvider';
