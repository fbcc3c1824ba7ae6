import type { HTMLAttributes, MouseEvent } from 'react';
import { navigationMessages } from '../../i18n/navigation';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { defaultRenderLink, type RenderLink } from '../private/navigationLink';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { bar, iconWrap, item, label as labelClass, list } from './MobileBottomBar.css';

/** The bar's entries, in order (spec §2). */
export const mobileBottomBarItems = ['home', 'search', 'add', 'saved', 'profile'] as const;
export type MobileBottomBarItem = (typeof mobileBottomBarItems)[number];

const icons: Record<MobileBottomBarItem, { icon: IconName; activeIcon?: IconName }> = {
  home: { icon: 'home' },
  search: { icon: 'search' },
  add: { icon: 'plus' },
  saved: { icon: 'bookmark', activeIcon: 'bookmarkFilled' },
  profile: { icon: 'user' },
};

export interface MobileBottomBarProps extends Omit<HTMLAttributes<HTMLElement>, 'onClick'> {
  /** Where each entry goes; the app decides (e.g. add and saved go to /login when signed out). */
  hrefs: Record<MobileBottomBarItem, string>;
  /** The entry of the current screen (marked with aria-current). */
  active?: MobileBottomBarItem;
  renderLink?: RenderLink;
  labels?: Partial<Record<MobileBottomBarItem | 'label', string>>;
  /** Runs before navigation: e.g. show the "register first" toast for a signed-out visitor. */
  onItemClick?: (item: MobileBottomBarItem, event: MouseEvent<HTMLElement>) => void;
}

/** Fixed navigation at the bottom of the screen below 910 px; hidden on desktop. */
export function MobileBottomBar({
  hrefs,
  active,
  renderLink = defaultRenderLink,
  labels,
  onItemClick,
  className,
  ...rest
}: MobileBottomBarProps) {
  const text = { ...navigationMessages.mobileBottomBar, ...labels };
  return (
    <nav aria-label={text.label} className={[bar, className].filter(Boolean).join(' ')} {...rest}>
      <ul className={list}>
        {mobileBottomBarItems.map((id) => {
          const isActive = active === id;
          const { icon, activeIcon } = icons[id];
          return (
            <li key={id}>
              {renderLink({
                href: hrefs[id],
                className: item({ active: isActive }),
                'aria-current': isActive ? 'page' : undefined,
                onClick: onItemClick ? (event) => onItemClick(id, event) : undefined,
                children: (
                  <>
                    <span className={iconWrap({ active: isActive && id !== 'add', primary: id === 'add' })}>
                      <Icon name={isActive && activeIcon ? activeIcon : icon} size={id === 'add' ? 24 : 22} />
                    </span>
                    {id === 'add' ? (
                      // The raised + speaks for itself (its name stays for screen readers): its column gives the
                      // other labels their room.
                      <VisuallyHidden>{text[id]}</VisuallyHidden>
                    ) : (
                      <span className={labelClass}>{text[id]}</span>
                    )}
                  </>
                ),
              })}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
MobileBottomBar.displayName = 'MobileBottomBar';
