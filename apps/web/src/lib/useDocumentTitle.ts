import { useEffect } from 'react';
import { t } from '../i18n';

/** The browser tab's title for a screen: 'page — პოდკასტები', or the site name alone without a page title. */
export function useDocumentTitle(title?: string | null) {
  useEffect(() => {
    document.title = title ? `${title} — ${t.common.siteName}` : t.common.siteName;
  }, [title]);
}
