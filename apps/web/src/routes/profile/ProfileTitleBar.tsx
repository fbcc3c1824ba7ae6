import { hrefs } from '@podcast/contract';
import { type RenderLink, TitleBar } from '@podcast/ui';
import type { ReactNode } from 'react';
import { renderLink } from '../../app/AppLink';
import { t } from '../../i18n';
import * as styles from './profile.css';

/** The back button shows on a phone only, where the sidebar is hidden behind /profile. */
const renderBackLink: RenderLink = (props) =>
  renderLink({ ...props, className: [props.className, styles.mobileOnly].filter(Boolean).join(' ') });

/**
 * The title of a screen inside the profile layout: its h1, actions at the end and, on a phone, the back button to
 * /profile (spec §2). Every screen under the layout starts with it.
 */
export function ProfileTitleBar({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <TitleBar
      title={title}
      backHref={hrefs.profile()}
      backLabel={t.profile.backToProfile}
      renderLink={renderBackLink}
      actions={actions}
      className={styles.titleBar}
    />
  );
}
