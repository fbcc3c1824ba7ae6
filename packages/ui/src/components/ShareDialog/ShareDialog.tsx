import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type MessageOverrides, uiMessages } from '../../i18n/messages';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { Modal } from '../Modal/Modal';
import { useOptionalToast } from '../Toast/toastState';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ShareDialog.css';

export type ShareNetwork = (typeof styles.shareNetworks)[number];

const networkNames: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
};

/** The share address of each network for a page and a text. */
export function buildShareUrls(url: string, text: string): Record<ShareNetwork, string> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/tweet?url=${u}&text=${t}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    telegram: `https://t.me/share/url?url=${u}&text=${t}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  };
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  throw new Error('Clipboard unavailable');
}

export interface ShareDialogProps {
  /** The absolute address to share. */
  url: string;
  /** The text sent along; the spec (§4) fixes it as 'Check this out!'. */
  shareText?: string;
  /** The dialog's heading; 'გაზიარება' by default. */
  title?: string;
  description?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered through asChild). */
  trigger?: ReactNode;
  networks?: readonly ShareNetwork[];
  /** Offer the system share sheet; detected from navigator.share when not given. */
  nativeShare?: boolean;
  onCopied?: () => void;
  onShare?: (target: ShareNetwork | 'native' | 'copy') => void;
  messages?: MessageOverrides<typeof uiMessages.shareDialog>;
}

/** Share an episode or channel: copy the link (with a 'ბმული დაკოპირდა' toast) or send it to a network. */
export function ShareDialog({
  url,
  shareText,
  title,
  description,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  networks = styles.shareNetworks,
  nativeShare,
  onCopied,
  onShare,
  messages,
}: ShareDialogProps) {
  const m = { ...uiMessages.shareDialog, ...messages };
  const text = shareText ?? m.shareText;
  const toasts = useOptionalToast();
  const [copied, setCopied] = useState(false);
  const [canShare, setCanShare] = useState(nativeShare ?? false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const copyButton = useRef<HTMLButtonElement>(null);
  const links = buildShareUrls(url, text);

  useEffect(() => {
    if (nativeShare === undefined)
      setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function');
    else setCanShare(nativeShare);
  }, [nativeShare]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await copyText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2500);
      toasts?.toast({ title: m.copied, variant: 'success' });
      onCopied?.();
      onShare?.('copy');
    } catch {
      toasts?.toast({ title: m.copyFailed, variant: 'error' });
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ url, text });
      onShare?.('native');
    } catch {
      // The user closed the share sheet: nothing to report.
    }
  };

  return (
    <Modal.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Modal.Trigger asChild>{trigger}</Modal.Trigger>}
      <Modal.Content
        size="sm"
        closeLabel={uiMessages.modal.close}
        // Copying is what most people open this for: Enter right away does it.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          copyButton.current?.focus();
        }}
      >
        <Modal.Header>
          <Modal.Title>{title ?? m.title}</Modal.Title>
          <Modal.Description>{description ?? m.description}</Modal.Description>
        </Modal.Header>
        <ul className={styles.networks}>
          {networks.map((network) => (
            <li key={network}>
              <a
                className={styles.network}
                href={links[network]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={m.shareOn.replace('{network}', networkNames[network])}
                onClick={() => onShare?.(network)}
              >
                <span className={styles.networkBadge}>
                  <Icon name={network as IconName} size={22} />
                </span>
                <span aria-hidden="true">{networkNames[network]}</span>
              </a>
            </li>
          ))}
        </ul>
        <div className={styles.linkRow}>
          <input
            aria-label={m.link}
            className={styles.linkInput}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            ref={copyButton}
            variant={copied ? 'secondary' : 'primary'}
            icon={copied ? 'check' : 'copy'}
            onClick={copy}
          >
            {copied ? m.copied : m.copy}
          </Button>
        </div>
        {canShare && (
          <Button variant="ghost" icon="share" onClick={shareNatively} className={styles.nativeButton}>
            {m.native}
          </Button>
        )}
        <VisuallyHidden>
          <span role="status">{copied ? m.copied : ''}</span>
        </VisuallyHidden>
      </Modal.Content>
    </Modal.Root>
  );
}
ShareDialog.displayName = 'ShareDialog';
