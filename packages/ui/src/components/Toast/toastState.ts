import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { toastVariants } from './Toast.css';

// The toasts' state and hooks, apart from the Radix toast that draws them (Toast.tsx): what every screen needs to
// call `toast()` costs no Radix code until a toast shows (LazyToastProvider).

export type ToastVariant = (typeof toastVariants)[number];

/** How long a toast stays (spec §9: 2.5 s). */
export const TOAST_DURATION = 2500;

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds; the provider's duration (2500) by default. */
  duration?: number;
  /** An optional button inside the toast, e.g. 'რეგისტრაცია' on the login-redirect toast. */
  action?: { label: string; onClick: () => void };
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => number;
  dismiss: (id?: number) => void;
}

export interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The toasts a provider holds, and the API it gives through `ToastContext`. */
export function useToastEntries(): { entries: ToastEntry[]; api: ToastApi } {
  const [entries, setEntries] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id?: number) => {
    setEntries((current) =>
      current.map((entry) => (id === undefined || entry.id === id ? { ...entry, open: false } : entry)),
    );
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    // Closed toasts are dropped here rather than on close, so their exit animation can finish.
    setEntries((current) => [...current.filter((entry) => entry.open), { ...options, id, open: true }]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  return { entries, api };
}

/** `const { toast } = useToast(); toast({ title: 'ბმული დაკოპირდა', variant: 'success' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

/** Like useToast, but null outside a provider: for components that work with or without toasts. */
export function useOptionalToast(): ToastApi | null {
  return useContext(ToastContext);
}
