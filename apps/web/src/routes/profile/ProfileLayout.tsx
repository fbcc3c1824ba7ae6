import { hrefs } from '@podcast/contract';
import { useAuthToken, useLogout, useProfile } from '@podcast/hooks';
import { mediaUrl, type ProfileSidebarEntry, ProfileSidebar as Sidebar } from '@podcast/ui';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { renderLink } from '../../app/AppLink';
import { useRequireSignIn } from '../../app/auth';
import { readActiveTool, storeActiveTool, toolHrefs, toolOf } from './activeTool';
import * as styles from './profile.css';

/**
 * The profile area (spec §2): the sidebar beside the routed screen; on a phone the sidebar alone on /profile and
 * the screen alone on its children. Every route here needs a signed-in user; the selection is remembered under
 * `activeTool`, and the last entry logs out (then the page reloads at home, spec §4).
 */
export function ProfileLayout() {
  const { pathname } = useLocation();
  const token = useAuthToken();
  const { profile } = useProfile();
  const requireSignIn = useRequireSignIn();
  const logout = useLogout();
  const leaving = useRef(false);
  const tool = toolOf(pathname);

  useEffect(() => {
    if (token === null && !leaving.current) requireSignIn();
  }, [token, requireSignIn]);

  useEffect(() => {
    if (tool) storeActiveTool(tool);
  }, [tool]);

  if (token === null) return null;

  const select = (entry: ProfileSidebarEntry) => {
    if (entry !== 'logout') return;
    leaving.current = true;
    logout.mutate(undefined, { onSettled: () => window.location.assign(hrefs.home()) });
  };

  return (
    <div className={styles.layout}>
      <div className={[styles.sidebar, tool ? styles.sidebarOnChild : undefined].filter(Boolean).join(' ')}>
        <Sidebar
          selected={tool ?? readActiveTool()}
          onSelect={select}
          hrefs={toolHrefs}
          renderLink={renderLink}
          user={
            profile && {
              name: `${profile.first_name} ${profile.last_name}`.trim() || profile.email,
              detail: profile.channel ?? profile.email,
              ...(profile.image ? { image: mediaUrl(profile.image, { thumb: true }) } : {}),
            }
          }
        />
      </div>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
