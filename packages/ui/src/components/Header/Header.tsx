import { type HTMLAttributes, type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { navigationMessages } from '../../i18n/navigation';
import type { ThemeName } from '../../theme/ThemeProvider';
import type { BurgerMenuProps, NavigationMenuItem } from '../BurgerMenu/BurgerMenu';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { Logo } from '../Logo/Logo';
import { deferredModule, useDeferredModule } from '../private/deferredModule';
import { defaultRenderLink, type RenderLink } from '../private/navigationLink';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Header.css';
import { useVisibleItemCount } from './overflow';

// The menus' code (Radix dialog, menu and floating-ui) stays out of the first page load: each button is drawn at
// once and its menu loads when the browser is idle, or on the first press.
const burgerModule = deferredModule(() => import('../BurgerMenu/BurgerMenu'));
const overflowModule = deferredModule(() => import('./OverflowMenu'));

/**
 * A placeholder button replaced by the loaded menu's own trigger: the press that asked for the menu opens it, and
 * focus moves to the new trigger if the placeholder had it.
 */
function useMenuSwap(container: RefObject<HTMLElement | null>, loaded: boolean, load: () => void) {
  const [wanted, setWanted] = useState(false);
  const focused = useRef(false);
  useLayoutEffect(() => {
    if (loaded && focused.current) container.current?.querySelector('button')?.focus();
  }, [loaded, container]);
  return {
    wanted,
    placeholder: {
      onClick: () => {
        setWanted(true);
        load();
      },
      onFocus: () => {
        focused.current = true;
      },
      onBlur: () => {
        focused.current = false;
      },
    },
  };
}

export interface HeaderUser {
  firstName: string;
  image?: string;
}

export interface HeaderLabels {
  navigation: string;
  profile: string;
  login: string;
  home: string;
  /** The button that holds the menu items that do not fit. */
  more?: string;
}

export interface HeaderProps extends HTMLAttributes<HTMLElement> {
  menuItems?: NavigationMenuItem[];
  activeItemId?: NavigationMenuItem['id'];
  homeHref?: string;
  /** The signed-in user; absent when signed out. */
  user?: HeaderUser | null;
  /** Where the user icon goes: the profile when a profile is loaded, else the login page (the app decides). */
  userHref: string;
  theme: ThemeName;
  onThemeToggle: (next: ThemeName) => void;
  /** The search box (usually `<SearchBox>`); below 910 px it takes a row of its own. */
  search?: ReactNode;
  renderLink?: RenderLink;
  labels?: Partial<HeaderLabels>;
  /** Open state of the mobile burger menu, for stories and tests. */
  burgerMenu?: Pick<BurgerMenuProps, 'open' | 'defaultOpen' | 'onOpenChange'>;
}

/**
 * The sticky site header: logo, menu, search, theme and the user; a burger menu below 910 px. On a desktop the
 * search box gives up width first (down to 200 px); menu items that still do not fit go into a "more" menu.
 */
export function Header({
  menuItems = [],
  activeItemId,
  homeHref = '/',
  user,
  userHref,
  theme,
  onThemeToggle,
  search,
  renderLink = defaultRenderLink,
  labels,
  burgerMenu,
  className,
  ...rest
}: HeaderProps) {
  const text = { ...navigationMessages.header, home: navigationMessages.logo.home, ...labels };
  const navRef = useRef<HTMLElement>(null);
  const rulerRef = useRef<HTMLUListElement>(null);
  const { count, width } = useVisibleItemCount(navRef, rulerRef, menuItems.length);
  const shown = menuItems.slice(0, count);
  const overflow = menuItems.slice(count);
  const overflowActive = overflow.some((item) => item.id === activeItemId);
  const burgerForced = Boolean(burgerMenu?.open || burgerMenu?.defaultOpen);
  const [burger, loadBurger] = useDeferredModule(burgerModule, burgerForced);
  const [more, loadMore] = useDeferredModule(overflowModule);
  const startRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLLIElement>(null);
  const burgerSwap = useMenuSwap(startRef, Boolean(burger), loadBurger);
  const moreSwap = useMenuSwap(moreRef, Boolean(more), loadMore);
  return (
    <header className={[styles.header, className].filter(Boolean).join(' ')} {...rest}>
      <div className={styles.inner}>
        <div ref={startRef} className={styles.start}>
          {burger ? (
            <burger.BurgerMenu
              className={styles.mobileOnly}
              items={menuItems}
              activeItemId={activeItemId}
              theme={theme}
              onThemeToggle={onThemeToggle}
              renderLink={renderLink}
              open={burgerMenu?.open}
              defaultOpen={burgerMenu?.defaultOpen ?? burgerSwap.wanted}
              onOpenChange={burgerMenu?.onOpenChange}
            />
          ) : (
            <IconButton
              icon="menu"
              label={navigationMessages.burgerMenu.open}
              className={styles.mobileOnly}
              aria-haspopup="dialog"
              aria-expanded={false}
              {...burgerSwap.placeholder}
            />
          )}
          {renderLink({
            href: homeHref,
            className: styles.homeLink,
            // The visible wordmark must be part of the name (WCAG 2.5.3).
            'aria-label': `${navigationMessages.logo.name}, ${text.home}`,
            children: <Logo size="md" />,
          })}
        </div>
        {menuItems.length > 0 && (
          <nav
            ref={navRef}
            aria-label={text.navigation}
            className={styles.nav}
            style={width ? { flexBasis: `${width}px` } : undefined}
          >
            <ul className={styles.navList}>
              {shown.map((item) => {
                const active = item.id === activeItemId;
                return (
                  <li key={item.id}>
                    {renderLink({
                      href: item.href,
                      className: styles.navLink({ active }),
                      'aria-current': active ? 'page' : undefined,
                      children: item.title,
                    })}
                  </li>
                );
              })}
              {overflow.length > 0 && (
                <li ref={moreRef}>
                  {more ? (
                    <more.OverflowMenu
                      items={overflow}
                      activeItemId={activeItemId}
                      label={text.more}
                      renderLink={renderLink}
                      defaultOpen={moreSwap.wanted}
                    />
                  ) : (
                    <button
                      type="button"
                      className={styles.navLink({ active: overflowActive })}
                      aria-haspopup="menu"
                      aria-expanded={false}
                      {...moreSwap.placeholder}
                    >
                      {text.more}
                      <Icon name="chevronDown" size={16} />
                    </button>
                  )}
                </li>
              )}
            </ul>
            {/* Every item and the "more" button, laid out unseen, to measure what fits. */}
            <ul ref={rulerRef} className={`${styles.navList} ${styles.ruler}`} aria-hidden="true">
              {menuItems.map((item) => (
                <li key={item.id} className={styles.navLink({ active: false })}>
                  {item.title}
                </li>
              ))}
              <li className={styles.navLink({ active: false })}>
                {text.more}
                <Icon name="chevronDown" size={16} />
              </li>
            </ul>
          </nav>
        )}
        {search && <div className={styles.search}>{search}</div>}
        <div className={styles.end}>
          <ThemeToggle className={styles.desktopOnly} theme={theme} onToggle={onThemeToggle} />
          {renderLink({
            href: userHref,
            className: [styles.userLink, user ? styles.userLinkNamed : undefined].filter(Boolean).join(' '),
            'aria-label': user ? undefined : text.login,
            title: user ? text.profile : text.login,
            children: (
              <>
                {user?.image ? (
                  <img className={styles.userAvatar} src={user.image} alt="" />
                ) : (
                  <span className={styles.userAvatar}>
                    <Icon name="user" size={18} />
                  </span>
                )}
                {user && (
                  <>
                    <VisuallyHidden>{text.profile}: </VisuallyHidden>
                    <span className={styles.userName}>{user.firstName}</span>
                  </>
                )}
              </>
            ),
          })}
        </div>
      </div>
    </header>
  );
}
Header.displayName = 'Header';
