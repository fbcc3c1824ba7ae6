import { Modal } from '@podcast/ui';
import { t } from '../i18n';
import * as styles from './player.css';
import { shortcutKeys } from './shortcuts';

/** The `?` overlay: every keyboard shortcut of the player. */
export function ShortcutsHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content size="sm">
        <Modal.Header>
          <Modal.Title>{t.player.shortcuts}</Modal.Title>
          <Modal.Description>{t.player.shortcutsHint}</Modal.Description>
        </Modal.Header>
        <dl className={styles.shortcuts}>
          {shortcutKeys.map((key) => (
            <div key={key} className={styles.shortcut}>
              <dt className={styles.keys}>
                {t.player.keys[key].keys.map((name) => (
                  <kbd key={name} className={styles.kbd}>
                    {name}
                  </kbd>
                ))}
              </dt>
              <dd className={styles.keyText}>{t.player.keys[key].text}</dd>
            </div>
          ))}
        </dl>
      </Modal.Content>
    </Modal.Root>
  );
}
