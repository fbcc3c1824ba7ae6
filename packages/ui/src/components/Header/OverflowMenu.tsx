import type { NavigationMenuItem } from '../BurgerMenu/BurgerMenu';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { Icon } from '../Icon/Icon';
import type { RenderLink } from '../private/navigationLink';
import * as styles from './Header.css';

export interface OverflowMenuProps {
  items: NavigationMenuItem[];
  activeItemId?: NavigationMenuItem['id'];
  label: string;
  renderLink: RenderLink;
  /** Opens at once: the listener pressed the button before the menu's code had loaded. */
  defaultOpen?: boolean;
}

/** The header's "more" menu: the items that do not fit in the bar. Loaded apart from the header (Radix menus). */
export function OverflowMenu({ items, activeItemId, label, renderLink, defaultOpen }: OverflowMenuProps) {
  const active = items.some((item) => item.id === activeItemId);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={styles.navLink({ active })}>
        {label}
        <Icon name="chevronDown" size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start">
        {items.map((item) => (
          <DropdownMenu.Item key={item.id} asChild>
            {renderLink({
              href: item.href,
              className: styles.overflowLink,
              'aria-current': item.id === activeItemId ? 'page' : undefined,
              children: item.title,
            })}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
