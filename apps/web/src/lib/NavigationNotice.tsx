import { StatusModal, type StatusModalVariant } from '@podcast/ui';
import { useLocation, useNavigate } from 'react-router-dom';

export interface NavigationNoticeState {
  notice: { variant: StatusModalVariant; title: string; description?: string };
}

/** Navigation state that opens a result modal on the next page, e.g. home after a password reset (spec §4). */
export const withNotice = (notice: NavigationNoticeState['notice']): NavigationNoticeState => ({ notice });

/**
 * The modal asked for by the navigation that led here (`navigate(href, { state: withNotice(...) })`). Closing it
 * clears the state, so a reload or a step back does not show it again. Mounted once, in the app shell.
 */
export function NavigationNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as Partial<NavigationNoticeState> | null)?.notice;
  if (!notice) return null;
  return (
    <StatusModal
      open
      variant={notice.variant}
      title={notice.title}
      description={notice.description}
      onOpenChange={(open) => {
        if (!open) navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
      }}
    />
  );
}
