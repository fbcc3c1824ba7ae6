import { hrefs } from '@podcast/contract';
import { Button, Text } from '@podcast/ui';
import { AppLink } from '../../app/AppLink';
import { t } from '../../i18n';
import { AuthPage } from './AuthPage';
import * as styles from './account.css';

/**
 * /email-confirm/ — the server changes an e-mail at once (the old address gets a notice with a reset link), so
 * no link needs confirming: the page says so and leads home or to a password reset.
 */
export function EmailConfirmScreen() {
  return (
    <AuthPage title={t.account.emailConfirmTitle}>
      <Text>{t.account.emailConfirmText}</Text>
      <div className={styles.actions}>
        <Button asChild>
          <AppLink href={hrefs.home()}>{t.common.backHome}</AppLink>
        </Button>
        <Button asChild variant="secondary">
          <AppLink href={hrefs.resetPass()}>{t.account.resetTitle}</AppLink>
        </Button>
      </div>
    </AuthPage>
  );
}
export { EmailConfirmScreen as Component };
