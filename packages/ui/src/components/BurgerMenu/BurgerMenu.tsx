import { Dialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { navigationMessages } from '../../i18n/navigation';
import type { ThemeName } from '../../theme/ThemeProvider';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { Logo } from '../Logo/Logo';
import { usePortalContainer } from '../Modal/PortalContainer';
import { defaultRenderLink, type RenderLink } from '../private/navigationLink';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './BurgerMenu.css';

/** The burger shows only the first menu items (spec §9). */
export const BURGER_MENU_ITEM_COUNT = 3;

export interface NavigationMenuItem {
  id: string | number;
  title: string;
  href: string;
}

export interface BurgerMenuLabels {
  open: string;
  close: string;
  title: string;
}

export interface BurgerMenuProps {
  /** All menu items; only the first three are shown. */
  items: NavigationMenuItem[];
  activeItemId?: NavigationMenuItem['id'];
  theme: ThemeName;
  onThemeToggle: (next: ThemeName) => void;
  renderLink?: RenderLink;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  labels?: Partial<BurgerMenuLabels>;
  /** Replaces the logo at the top of the sheet. */
  logo?: ReactNode;
  className?: string;
}

/** The mobile menu: a sheet from the side with the first three menu items and the theme toggle. */
export function BurgerMenu({
  items,
  activeItemId,
  theme,
  onThemeToggle,
  renderLink = defaultRenderLink,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  labels,
  logo,
  className,
}: BurgerMenuProps) {
  const portalContainer = usePortalContainer();
  const text: BurgerMenuLabels = { ...navigationMessages.burgerMenu, ...labels };
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const next: ThemeName = theme === 'dark' ? 'light' : 'dark';
  const themeLabel = theme === 'dark' ? navigationMessages.themeToggle.toLight : navigationMessages.themeToggle.toDark;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <IconButton icon="menu" label={text.open} className={className} />
      </Dialog.Trigger>
      <Dialog.Portal container={portalContainer}>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
          <VisuallyHidden>
            <Dialog.Title>{text.title}</Dialog.Title>
          </VisuallyHidden>
          <div className={styles.top}>
            {logo ?? <Logo size="sm" />}
            <Dialog.Close asChild>
              <IconButton icon="close" label={text.close} />
            </Dialog.Close>
          </div>
          <nav aria-label={text.title}>
            <ul className={styles.list}>
              {items.slice(0, BURGER_MENU_ITEM_COUNT).map((item) => {
                const active = item.id === activeItemId;
                return (
                  <li key={item.id}>
                    {renderLink({
                      href: item.href,
                      className: styles.item({ active }),
                      'aria-current': active ? 'page' : undefined,
                      onClick: () => setOpen(false),
                      children: (
                        <>
                          {item.title}
                          <Icon name="chevronRight" size={18} className={styles.itemIcon} />
                        </>
                      ),
                    })}
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={styles.footer}>
            <button type="button" className={styles.themeRow} onClick={() => onThemeToggle(next)}>
              <span className={styles.themeIcon}>
                <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={18} />
              </span>
              {themeLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
BurgerMenu.displayName = 'BurgerMenu';
