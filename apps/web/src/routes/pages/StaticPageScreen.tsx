import { hrefs, type StaticPage } from '@podcast/contract';
import { navigationQueries, useProfile } from '@podcast/hooks';
import { Button, Heading, NotFound, Skeleton, sanitizeHtml } from '@podcast/ui';
import { useQuery } from '@tanstack/react-query';
import { AppLink, renderLink } from '../../app/AppLink';
import type { ScreenModule } from '../../app/screen';
import { settle } from '../../app/screen';
import { t } from '../../i18n';
import { QueryState } from '../../lib/QueryState';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import * as styles from './pages.css';

type Kind = StaticPage['kind'];

/** Spec §3: the index in /api/static_pages/ selects the page. */
const pageIndex: Record<Kind, number> = { policy: 0, terms: 1, podcaster_offer: 2 };

/** The page's HTML without a first heading that only repeats the title shown above it. */
export function bodyOf(page: StaticPage): string {
  const html = sanitizeHtml(page.description);
  const first = /^\s*<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/i.exec(html);
  const text = first?.[1]?.replace(/<[^>]*>/g, '').trim();
  return first && text === page.title.trim() ? html.slice(first[0].length) : html;
}

const skeleton = (
  <div className={styles.article} aria-hidden="true">
    <Skeleton shape="text" width="60%" fontSize="2rem" />
    <Skeleton shape="text" lines={5} />
  </div>
);

function StaticPageScreen({ kind }: { kind: Kind }) {
  const query = useQuery(navigationQueries.staticPages());
  const { isSignedIn } = useProfile();
  const page = query.data?.[pageIndex[kind]];
  useDocumentTitle(page?.title ?? (query.isError || query.data ? t.pages.notFound : null));
  return (
    <QueryState
      error={query.error}
      isPending={query.isPending}
      onRetry={() => void query.refetch()}
      skeleton={skeleton}
    >
      {page ? (
        <article className={styles.article}>
          <Heading level={1}>{page.title}</Heading>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and again by sanitizeHtml */}
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: bodyOf(page) }} />
          {kind === 'podcaster_offer' && (
            <div className={styles.actions}>
              <Button asChild size="lg">
                <AppLink href={isSignedIn ? hrefs.addPodcast() : hrefs.login()}>{t.pages.offerStart}</AppLink>
              </Button>
            </div>
          )}
        </article>
      ) : (
        <NotFound title={t.pages.notFound} renderLink={renderLink} />
      )}
    </QueryState>
  );
}

const loader: ScreenModule['loader'] = ({ queryClient }) =>
  settle(queryClient.ensureQueryData(navigationQueries.staticPages()));

/** /terms/ */
export const terms: ScreenModule = { Component: () => <StaticPageScreen kind="terms" />, loader };
/** /policy/ */
export const policy: ScreenModule = { Component: () => <StaticPageScreen kind="policy" />, loader };
/** /podcaster_offer: the invitation to become a podcaster, with the start button (spec §2). */
export const podcasterOffer: ScreenModule = { Component: () => <StaticPageScreen kind="podcaster_offer" />, loader };
