import { Toast as RadixToast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { uiMessages } from '../../i18n/messages';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Toast.css';

export type ToastVariant = (typeof styles.toastVariants)[number];

/** How long a toast stays (spec §9: 2.5 s). */
export const TOAST_DURATION = 2500;

const variantIcons: Record<ToastVariant, IconName> = { info: 'info', success: 'check', error: 'alert' };

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds; the provider's duration (2500) by default. */
  duration?: number;
  /** An optional button inside the toast, e.g. 'რეგისტრაცია' on the login-redirect toast. */
  action?: { label: string; onClick: () => void };
}

export interface ToastProps extends ToastOptions {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  closeLabel?: string;
}

/** One toast. Render it inside `ToastProvider` (or use `useToast().toast(...)`, which does this for you). */
export function Toast({
  title,
  description,
  variant = 'info',
  duration,
  action,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel = uiMessages.toast.close,
}: ToastProps) {
  return (
    <RadixToast.Root
      className={styles.root({ variant })}
      duration={duration}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      type={variant === 'error' ? 'foreground' : 'background'}
    >
      <span className={styles.icon({ variant })}>
        <Icon name={variantIcons[variant]} size={18} />
      </span>
      <div className={styles.body}>
        <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
        {description && <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>}
        {action && (
          <RadixToast.Action altText={action.label} asChild>
            <button type="button" className={styles.actionButton} onClick={action.onClick}>
              {action.label}
            </button>
          </RadixToast.Action>
        )}
      </div>
      <RadixToast.Close asChild>
        <IconButton icon="close" label={closeLabel} size="sm" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
Toast.displayName = 'Toast';

interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => number;
  dismiss: (id?: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  duration?: number;
  /** The region's name for screen readers; `{hotkey}` is replaced with the shortcut (F8). */
  label?: string;
}

/** Holds the toasts and the viewport they appear in; mount once near the root of the app. */
export function ToastProvider({
  children,
  duration = TOAST_DURATION,
  label = uiMessages.toast.region,
}: ToastProviderProps) {
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

  return (
    <ToastContext.Provider value={api}>
      {/* The provider's label prefixes every toast's announcement: the viewport's `{hotkey}` hint does not belong there. */}
      <RadixToast.Provider duration={duration} label={label.replace(/\s*\(?\{hotkey\}\)?/, '')} swipeDirection="right">
        {children}
        {entries.map(({ id, open, ...options }) => (
          <Toast key={id} {...options} open={open} onOpenChange={(next) => !next && dismiss(id)} />
        ))}
        <ToastViewport label={label} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
ToastProvider.displayName = 'ToastProvider';

export function ToastViewport({ label = uiMessages.toast.region }: { label?: string }) {
  return <RadixToast.Viewport className={styles.viewport} label={label} />;
}
ToastViewport.displayName = 'ToastViewport';

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
