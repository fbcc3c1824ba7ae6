import { hrefs } from '@podcast/contract';
import { Button, Heading, Icon, Text } from '@podcast/ui';
import { AppLink } from '../../app/AppLink';
import { t } from '../../i18n';
import * as styles from './HomeScreen.css';

/** After the third block: the invitation to become a podcaster, linking to /podcaster_offer. */
export function PromoBanner() {
  return (
    <AppLink href={hrefs.podcasterOffer()} className={styles.promo}>
      <span className={styles.promoIcon} aria-hidden="true">
        <Icon name="mic" size={32} />
      </span>
      <span className={styles.promoBody}>
        <span className={styles.promoTitle}>{t.home.promo.title}</span>
        <span className={styles.promoText}>{t.home.promo.text}</span>
      </span>
      <span className={styles.promoAction} aria-hidden="true">
        {t.home.promo.action}
        <Icon name="chevronRight" size={18} />
      </span>
      <svg className={styles.promoWave} viewBox="0 0 240 80" aria-hidden="true" focusable="false">
        {Array.from({ length: 24 }, (_, index) => {
          const height = 12 + Math.abs(Math.sin(index * 0.9)) * 56;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: bars of a fixed drawing
            <rect key={index} x={index * 10} y={(80 - height) / 2} width="5" height={height} rx="2.5" />
          );
        })}
      </svg>
    </AppLink>
  );
}

/** For visitors who are not signed in: why to register, and the button that does it. */
export function JoinBanner() {
  return (
    <section className={styles.join} aria-labelledby="home-join">
      <div className={styles.joinBody}>
        <Heading level={2} id="home-join" className={styles.joinTitle}>
          {t.home.join.title}
        </Heading>
        <Text tone="muted">{t.home.join.text}</Text>
      </div>
      <Button asChild size="lg">
        <AppLink href={hrefs.register()}>{t.home.join.action}</AppLink>
      </Button>
    </section>
  );
}

const AppleMark = () => (
  <svg className={styles.badgeMark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.2.8c1.3 0 2.1-1.2 2.9-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"
    />
  </svg>
);

const PlayMark = () => (
  <svg className={styles.badgeMark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="#00A0FF" d="M3.6 2.3 13.3 12l-9.7 9.7c-.3-.2-.5-.6-.5-1.1V3.4c0-.5.2-.9.5-1.1z" />
    <path fill="#00D26A" d="M3.6 2.3 13.3 12l3-3L5.2 2.6c-.6-.4-1.2-.5-1.6-.3z" />
    <path fill="#FF3A44" d="M3.6 21.7 13.3 12l3 3-11.1 6.4c-.6.4-1.2.5-1.6.3z" />
    <path fill="#FFD500" d="m16.3 9 3.8 2.2c.8.5.8 1.1 0 1.6L16.3 15l-3-3z" />
  </svg>
);

/** The mobile apps' store badges (drawn inline: no image files). */
export function AppDownload() {
  return (
    <section className={styles.app} aria-labelledby="home-app">
      <div className={styles.joinBody}>
        <Heading level={2} id="home-app" className={styles.joinTitle}>
          {t.home.app.title}
        </Heading>
        <Text tone="muted">{t.home.app.text}</Text>
      </div>
      <ul className={styles.badges}>
        <li className={styles.badge}>
          <AppleMark />
          <span className={styles.badgeText}>
            <span className={styles.badgeTop}>{t.home.app.appStoreTop}</span>
            <span className={styles.badgeName}>App Store</span>
          </span>
        </li>
        <li className={styles.badge}>
          <PlayMark />
          <span className={styles.badgeText}>
            <span className={styles.badgeTop}>{t.home.app.googlePlayTop}</span>
            <span className={styles.badgeName}>Google Play</span>
          </span>
        </li>
      </ul>
    </section>
  );
}
