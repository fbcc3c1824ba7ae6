import { Dialog } from 'radix-ui';
import { type ComponentPropsWithoutRef, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { uiMessages } from '../../i18n/messages';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Modal.css';
import { usePortalContainer } from './PortalContainer';

export type ModalSize = (typeof styles.modalSizes)[number];

const cx = (...classes: Array<string | false | undefined>) => classes.filter(Boolean).join(' ');

const Root = (props: Dialog.DialogProps) => <Dialog.Root {...props} />;
Root.displayName = 'Modal.Root';

const Trigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof Dialog.Trigger>>(
  function ModalTrigger(props, ref) {
    return <Dialog.Trigger ref={ref} {...props} />;
  },
);

const Close = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof Dialog.Close>>(
  function ModalClose(props, ref) {
    return <Dialog.Close ref={ref} {...props} />;
  },
);

export interface ModalContentProps extends ComponentPropsWithoutRef<typeof Dialog.Content> {
  size?: ModalSize;
  /** Centres the content (status dialogs). */
  centered?: boolean;
  /** Shows the × button in the corner; on by default. */
  showClose?: boolean;
  closeLabel?: string;
  /** Where the portal mounts; a PortalContainerProvider's element, else document.body (themed through <html>). */
  container?: HTMLElement | null;
}

const Content = forwardRef<HTMLDivElement, ModalContentProps>(function ModalContent(
  { size, centered, showClose = true, closeLabel = uiMessages.modal.close, container, className, children, ...rest },
  ref,
) {
  const inherited = usePortalContainer();
  return (
    <Dialog.Portal container={container ?? inherited}>
      <Dialog.Overlay className={styles.overlay} />
      <Dialog.Content ref={ref} className={cx(styles.content({ size, centered }), className)} {...rest}>
        {children}
        {showClose && (
          <Dialog.Close asChild>
            <IconButton icon="close" label={closeLabel} size="sm" className={styles.closeButton} />
          </Dialog.Close>
        )}
      </Dialog.Content>
    </Dialog.Portal>
  );
});

const Header = ({ className, ...rest }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cx(styles.header, className)} {...rest} />
);

const Title = forwardRef<HTMLHeadingElement, ComponentPropsWithoutRef<typeof Dialog.Title>>(function ModalTitle(
  { className, ...rest },
  ref,
) {
  return <Dialog.Title ref={ref} className={cx(styles.title, className)} {...rest} />;
});

const Description = forwardRef<HTMLParagraphElement, ComponentPropsWithoutRef<typeof Dialog.Description>>(
  function ModalDescription({ className, ...rest }, ref) {
    return <Dialog.Description ref={ref} className={cx(styles.description, className)} {...rest} />;
  },
);

export interface ModalActionsProps extends HTMLAttributes<HTMLDivElement> {
  centered?: boolean;
  children?: ReactNode;
}

const Actions = ({ className, centered, ...rest }: ModalActionsProps) => (
  <div className={cx(styles.actions, centered && styles.actionsCentered, className)} {...rest} />
);

Trigger.displayName = 'Modal.Trigger';
Close.displayName = 'Modal.Close';
Content.displayName = 'Modal.Content';
Header.displayName = 'Modal.Header';
Title.displayName = 'Modal.Title';
Description.displayName = 'Modal.Description';
Actions.displayName = 'Modal.Actions';

/**
 * A dialog on Radix Dialog: focus trapped, Escape and the overlay close it, the title names it.
 * Compose `Modal.Root > Modal.Trigger + Modal.Content > Modal.Header > Modal.Title …`.
 */
export const Modal = { Root, Trigger, Content, Header, Title, Description, Actions, Close };
