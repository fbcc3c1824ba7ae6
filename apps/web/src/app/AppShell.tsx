import { hrefs, matchWebRoute } from '@podcast/contract';
import { navigationQueries, useProfile, useSearchSuggestions } from '@podcast/hooks';
import {
  Footer,
  type FooterSocialLink,
  Header,
  MobileBottomBar,
  type MobileBottomBarItem,
  mediaUrl,
  PageTransition,
  SearchBox,
  type SearchResult,
  type SocialNetwork,
  Spinner,
  socialNetworks,
  useTheme,
} from '@podcast/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { t } from '../i18n';
import { usePlayback } from '../player/PlaybackProvider';
import { renderLink } from './AppLink';
import * as styles from './AppShell.css';
import { useRequireSignIn } from './auth';

// Loaded once something plays: the player's controls stay out of the first page load.
const PlayerDock = lazy(() => import('../player/PlayerDock').then((module) => ({ default: module.PlayerDock })));
// Loaded when a navigation asks for a result modal (e.g. after a password reset): no dialog code in the first load.
const NavigationNotice = lazy(() =>
  import('../lib/NavigationNotice').then((module) => ({ default: module.NavigationNotice })),
);

/** Spec §2: after a navigation to another path, scroll smoothly to the top after 500 ms. */
export const SCROLL_TOP_DELAY_MS = 500;

function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of path, by design
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
}

function useOnline() {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const { suggestions, isFetching } = useSearchSuggestions(text);
  const results: SearchResult[] = suggestions.map((episode) => ({
    id: episode.id,
    title: episode.title,
    href: hrefs.episode(episode),
    image: episode.image.url ? mediaUrl(episode.image.url, { thumb: true }) : undefined,
  }));
  return (
    <SearchBox
      results={results}
      loading={isFetching}
      onQueryChange={setText}
      onSubmit={(q) => navigate(hrefs.search(q))}
      renderLink={renderLink}
    />
  );
}

const hasNotice = (state: unknown) => typeof state === 'object' && state !== null && 'notice' in state;

const isSocialNetwork = (name: string): name is SocialNetwork => (socialNetworks as readonly string[]).includes(name);

const bottomBarItemOf = (pathname: string): MobileBottomBarItem | undefined => {
  const key = matchWebRoute(pathname)?.key;
  if (key === 'home') return 'home';
  if (key === 'search') return 'search';
  if (key === 'saved') return 'saved';
  if (key === 'addPodcast') return 'add';
  if (
    key &&
    ['profile', 'statics', 'notifications', 'subscriptions', 'settings', 'history', 'myEpisodes'].includes(key)
  )
    return 'profile';
  return undefined;
};

/** Header, routed page, footer, the persistent player's dock and the mobile bottom bar (spec §2, Global layout). */
export function AppShell() {
  useScrollToTopOnNavigation();
  const online = useOnline();
  const navigation = useNavigation();
  const location = useLocation();
  const { theme, setTheme } = useTheme();
  const { profile, isSignedIn } = useProfile();
  const menus = useQuery(navigationQueries.menus());
  const playback = usePlayback();
  const requireSignIn = useRequireSignIn();

  const menuItems = (menus.data?.items ?? []).map((item) => ({
    id: item.id,
    title: item.title,
    href: hrefs.menu(item.address),
  }));
  const activeItemId = menuItems.find(
    (item) => location.pathname.replace(/\/$/, '') === item.href.replace(/\/$/, ''),
  )?.id;
  const settings = menus.data?.settings;
  const socialLinks: FooterSocialLink[] = (settings?.social ?? [])
    .filter((link) => isSocialNetwork(link.name))
    .map((link) => ({ network: link.name as SocialNetwork, href: link.url }));

  return (
    <div className={styles.shell} data-playing={playback.current ? '' : undefined}>
      <a className={styles.skipLink} href="#main">
        {t.common.skipToContent}
      </a>
      {navigation.state === 'loading' && (
        <div className={styles.progress} role="progressbar" aria-label={t.common.navigating} />
      )}
      <Header
        menuItems={menuItems}
        activeItemId={activeItemId}
        user={profile ? { firstName: profile.first_name, image: profile.image ?? undefined } : null}
        userHref={isSignedIn ? hrefs.profile() : hrefs.login()}
        theme={theme}
        onThemeToggle={setTheme}
        search={<HeaderSearch />}
        renderLink={renderLink}
      />
      {!online && (
        <p className={styles.offline} role="status">
          {t.common.offline}
        </p>
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        <PageTransition transitionKey={location.pathname}>
          <Outlet />
        </PageTransition>
      </main>
      {hasNotice(location.state) && (
        <Suspense fallback={null}>
          <NavigationNotice />
        </Suspense>
      )}
      <Footer
        phone={settings?.phone}
        mail={settings?.mail}
        location={settings?.location}
        socialLinks={socialLinks}
        termsHref={hrefs.terms()}
        policyHref={hrefs.policy()}
        renderLink={renderLink}
      />
      {playback.current && (
        <Suspense fallback={null}>
          <PlayerDock />
        </Suspense>
      )}
      <MobileBottomBar
        hrefs={{
          home: hrefs.home(),
          search: hrefs.search(''),
          add: hrefs.addPodcast(),
          saved: hrefs.saved(),
          profile: isSignedIn ? hrefs.profile() : hrefs.login(),
        }}
        active={bottomBarItemOf(location.pathname)}
        renderLink={renderLink}
        onItemClick={(item, event) => {
          if ((item === 'add' || item === 'saved') && !requireSignIn()) event.preventDefault();
        }}
      />
    </div>
  );
}

/**
 * The main area while the first route's code and data load: the shell around it already shows (partial hydration:
 * only the routed screen waits), so the first paint is the real header, not a blank page.
 */
export function ScreenFallback() {
  return (
    <div className={styles.screenFallback} aria-busy="true">
      <Spinner label={t.common.loading} />
    </div>
  );
}
