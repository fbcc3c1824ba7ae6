import type { HTMLAttributes, ReactNode } from 'react';
import { navigationMessages } from '../../i18n/navigation';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { defaultRenderLink, type RenderLink } from '../private/navigationLink';
import * as styles from './ProfileSidebar.css';

/** The sidebar's entries in spec order (§2); the last one logs out. */
export const profileSidebarEntries = [
  'statics',
  'notifications',
  'subscriptions',
  'add-podcast',
  'my-episodes',
  'settings',
  'logout',
] as const;
export type ProfileSidebarEntry = (typeof profileSidebarEntries)[number];

/** Default targets; the app can override them (e.g. nested under /profile). Logout is a button. */
export const profileSidebarHrefs: Record<Exclude<ProfileSidebarEntry, 'logout'>, string> = {
  statics: '/statics',
  notifications: '/notifications',
  subscriptions: '/subscriptions',
  'add-podcast': '/add-podcast',
  'my-episodes': '/my-episodes',
  settings: '/settings',
};

const entryIcons: Record<ProfileSidebarEntry, IconName> = {
  statics: 'chart',
  notifications: 'bell',
  subscriptions: 'headphones',
  'add-podcast': 'upload',
  'my-episodes': 'mic',
  settings: 'settings',
  logout: 'logout',
};

const messageKeys = {
  statics: 'statics',
  notifications: 'notifications',
  subscriptions: 'subscriptions',
  'add-podcast': 'addPodcast',
  'my-episodes': 'myEpisodes',
  settings: 'settings',
  logout: 'logout',
} as const satisfies Record<ProfileSidebarEntry, keyof typeof navigationMessages.profileSidebar>;

export interface ProfileSidebarUser {
  name: string;
  /** A second line: e-mail or channel name. */
  detail?: string;
  image?: string;
}

export interface ProfileSidebarProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'> {
  /** The current entry; with nothing stored the app passes the first one (spec §2). */
  selected?: ProfileSidebarEntry;
  /** Called for every entry, including logout (which has no link). */
  onSelect?: (entry: ProfileSidebarEntry) => void;
  hrefs?: Partial<Record<Exclude<ProfileSidebarEntry, 'logout'>, string>>;
  renderLink?: RenderLink;
  labels?: Partial<Record<ProfileSidebarEntry | 'label', string>>;
  /** Small counters next to entries, e.g. unread notifications. */
  counts?: Partial<Record<ProfileSidebarEntry, number>>;
  user?: ProfileSidebarUser;
}

export function ProfileSidebar({
  selected,
  onSelect,
  hrefs,
  renderLink = defaultRenderLink,
  labels,
  counts,
  user,
  className,
  ...rest
}: ProfileSidebarProps) {
  const labelOf = (entry: ProfileSidebarEntry) =>
    labels?.[entry] ?? navigationMessages.profileSidebar[messageKeys[entry]];
  const targets = { ...profileSidebarHrefs, ...hrefs };

  const content = (entry: ProfileSidebarEntry): ReactNode => {
    const count = counts?.[entry];
    return (
      <>
        <Icon name={entryIcons[entry]} size={20} className={styles.entryIcon} />
        <span className={styles.entryLabel}>{labelOf(entry)}</span>
        {count !== undefined && count > 0 && <span className={styles.badge}>{count > 99 ? '99+' : count}</span>}
        {entry !== 'logout' && <Icon name="chevronRight" size={18} className={styles.chevron} />}
      </>
    );
  };

  return (
    <nav
      aria-label={labels?.label ?? navigationMessages.profileSidebar.label}
      className={[styles.sidebar, className].filter(Boolean).join(' ')}
      {...rest}
    >
      {user && (
        <div className={styles.user}>
          {user.image ? (
            <img className={styles.avatar} src={user.image} alt="" />
          ) : (
            <span className={styles.avatar}>
              <Icon name="user" size={24} />
            </span>
          )}
          <div className={styles.userText}>
            <p className={styles.userName}>{user.name}</p>
            {user.detail && <p className={styles.userMeta}>{user.detail}</p>}
          </div>
        </div>
      )}
      <ul className={styles.list}>
        {profileSidebarEntries.map((entry) => {
          const isSelected = selected === entry;
          if (entry === 'logout') {
            return (
              <li key={entry} className={styles.separator}>
                <button type="button" className={styles.entry({ danger: true })} onClick={() => onSelect?.(entry)}>
                  {content(entry)}
                </button>
              </li>
            );
          }
          return (
            <li key={entry}>
              {renderLink({
                href: targets[entry],
                className: styles.entry({ selected: isSelected }),
                'aria-current': isSelected ? 'page' : undefined,
                onClick: () => onSelect?.(entry),
                children: content(entry),
              })}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
ProfileSidebar.displayName = 'ProfileSidebar';
