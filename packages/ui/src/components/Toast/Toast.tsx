import { Toast as RadixToast } from 'radix-ui';
import type { ReactNode } from 'react';
import { uiMessages } from '../../i18n/messages';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Toast.css';
import {
  TOAST_DURATION,
  ToastContext,
  type ToastEntry,
  type ToastOptions,
  type ToastVariant,
  useToastEntries,
} from './toastState';

export {
  TOAST_DURATION,
  type ToastApi,
  type ToastOptions,
  type ToastVariant,
  useOptionalToast,
  useToast,
} from './toastState';

const variantIcons: Record<ToastVariant, IconName> = { info: 'info', success: 'check', error: 'alert' };

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

export interface ToastProviderProps {
  children?: ReactNode;
  duration?: number;
  /** The region's name for screen readers; `{hotkey}` is replaced with the shortcut (F8). */
  label?: string;
}

/**
 * Holds the toasts and the viewport they appear in, with Radix's toast code loaded up front: for `<Toast>`s rendered
 * as children (stories). An app mounts `LazyToastProvider` once near its root instead.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION,
  label = uiMessages.toast.region,
}: ToastProviderProps) {
  const { entries, api } = useToastEntries();
  return (
    <ToastContext.Provider value={api}>
      <ToastRegion entries={entries} dismiss={api.dismiss} duration={duration} label={label}>
        {children}
      </ToastRegion>
    </ToastContext.Provider>
  );
}
ToastProvider.displayName = 'ToastProvider';

export function ToastViewport({ label = uiMessages.toast.region }: { label?: string }) {
  return <RadixToast.Viewport className={styles.viewport} label={label} />;
}
ToastViewport.displayName = 'ToastViewport';

export interface ToastRegionProps {
  entries: readonly ToastEntry[];
  dismiss: (id: number) => void;
  duration: number;
  label: string;
  children?: ReactNode;
}

/** Radix's provider with the open toasts and their viewport: what `ToastProvider` renders, and what `LazyToastProvider` loads on the first toast. */
export function ToastRegion({ entries, dismiss, duration, label, children }: ToastRegionProps) {
  return (
    // The provider's label prefixes every toast's announcement: the viewport's `{hotkey}` hint does not belong there.
    <RadixToast.Provider duration={duration} label={label.replace(/\s*\(?\{hotkey\}\)?/, '')} swipeDirection="right">
      {children}
      {entries.map(({ id, open, ...options }) => (
        <Toast key={id} {...options} open={open} onOpenChange={(next) => !next && dismiss(id)} />
      ))}
      <ToastViewport label={label} />
    </RadixToast.Provider>
  );
}
ToastRegion.displayName = 'ToastRegion';
