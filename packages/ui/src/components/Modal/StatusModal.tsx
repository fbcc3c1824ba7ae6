import type { ReactNode } from 'react';
import { uiMessages } from '../../i18n/messages';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { Modal } from './Modal';
import { statusButton, statusHeader, statusIcon, type statusModalVariants } from './Modal.css';

export type StatusModalVariant = (typeof statusModalVariants)[number];

const icons: Record<StatusModalVariant, IconName> = {
  success: 'check',
  failure: 'alert',
  confirm: 'trash',
  info: 'info',
};

export interface StatusModalProps {
  variant: StatusModalVariant;
  title: ReactNode;
  description?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the modal (rendered through asChild). */
  trigger?: ReactNode;
  /** The main button; 'კარგი' by default, 'დადასტურება' for confirm. */
  confirmLabel?: string;
  onConfirm?: () => void;
  /** Keeps the modal open after the main button (an async delete that closes it itself). */
  keepOpenOnConfirm?: boolean;
  confirmLoading?: boolean;
  /** Shown for confirm by default; pass a label to show it for other variants too. */
  cancelLabel?: string;
  onCancel?: () => void;
  /** Replaces the built-in buttons, e.g. links to '/' and a reload button after a failed upload. */
  actions?: ReactNode;
  icon?: IconName;
  container?: HTMLElement | null;
}

/** A ready modal for results and confirmations: a round icon, title, text and buttons (spec §8). */
export function StatusModal({
  variant,
  title,
  description,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  confirmLabel,
  onConfirm,
  keepOpenOnConfirm = false,
  confirmLoading = false,
  cancelLabel,
  onCancel,
  actions,
  icon,
  container,
}: StatusModalProps) {
  const m = uiMessages.statusModal;
  const isConfirm = variant === 'confirm';
  const mainLabel = confirmLabel ?? (isConfirm ? m.confirm : m.ok);
  const secondLabel = cancelLabel ?? (isConfirm ? m.cancel : undefined);
  const mainButton = (
    <Button
      variant={isConfirm ? 'danger' : 'primary'}
      size="lg"
      onClick={onConfirm}
      loading={confirmLoading}
      className={statusButton}
    >
      {mainLabel}
    </Button>
  );
  return (
    <Modal.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Modal.Trigger asChild>{trigger}</Modal.Trigger>}
      <Modal.Content
        size="sm"
        centered
        showClose={false}
        container={container}
        role={isConfirm ? 'alertdialog' : 'dialog'}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className={statusHeader}>
          <span className={statusIcon({ variant })}>
            <Icon name={icon ?? icons[variant]} size={30} />
          </span>
          <Modal.Title>{title}</Modal.Title>
          {description && <Modal.Description>{description}</Modal.Description>}
        </div>
        <Modal.Actions centered>
          {actions ?? (
            <>
              {secondLabel && (
                <Modal.Close asChild>
                  <Button variant="secondary" size="lg" onClick={onCancel} className={statusButton}>
                    {secondLabel}
                  </Button>
                </Modal.Close>
              )}
              {keepOpenOnConfirm ? mainButton : <Modal.Close asChild>{mainButton}</Modal.Close>}
            </>
          )}
        </Modal.Actions>
      </Modal.Content>
    </Modal.Root>
  );
}
StatusModal.displayName = 'StatusModal';
