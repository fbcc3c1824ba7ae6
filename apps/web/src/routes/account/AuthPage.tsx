import { Heading, Text } from '@podcast/ui';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import * as styles from './account.css';

interface AuthPageProps {
  title: string;
  lead?: ReactNode;
  /** Above the title: the sign-in / register tabs. */
  top?: ReactNode;
  children: ReactNode;
}

/** The frame of every account page: a card with the page's heading, its lead and its form. */
export function AuthPage({ title, lead, top, children }: AuthPageProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        {top}
        <div className={styles.intro}>
          <Heading level={1} id="auth-title">
            {title}
          </Heading>
          {lead && <Text tone="muted">{lead}</Text>}
        </div>
        {children}
      </section>
    </div>
  );
}
