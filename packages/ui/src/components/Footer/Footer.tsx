import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { navigationMessages } from '../../i18n/navigation';
import { Icon } from '../Icon/Icon';
import { Logo } from '../Logo/Logo';
import { defaultRenderLink, type RenderLink } from '../private/navigationLink';
import * as styles from './Footer.css';

export const socialNetworks = [
  'facebook',
  'instagram',
  'youtube',
  'tiktok',
  'linkedin',
  'telegram',
  'whatsapp',
  'x',
] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export interface FooterSocialLink {
  network: SocialNetwork;
  href: string;
  /** Accessible name; the network's Georgian name by default. */
  label?: string;
}

export interface FooterLabels {
  tagline: string;
  contact: string;
  phone: string;
  mail: string;
  location: string;
  information: string;
  terms: string;
  policy: string;
  social: string;
  copyright: string;
}

export interface FooterProps extends HTMLAttributes<HTMLElement> {
  /** Contact values from the global settings; a missing one is left out. */
  phone?: string;
  mail?: string;
  location?: string;
  socialLinks?: FooterSocialLink[];
  termsHref?: string;
  policyHref?: string;
  /** Extra links in the information column (e.g. the podcaster offer). */
  extraLinks?: { href: string; label: string }[];
  renderLink?: RenderLink;
  labels?: Partial<FooterLabels>;
  /** Replaces the logo (e.g. wrapped in a link home). */
  logo?: ReactNode;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function Footer({
  phone,
  mail,
  location,
  socialLinks = [],
  termsHref = '/terms/',
  policyHref = '/policy/',
  extraLinks = [],
  renderLink = defaultRenderLink,
  labels,
  logo,
  className,
  ...rest
}: FooterProps) {
  const text: FooterLabels = { ...navigationMessages.footer, ...labels };
  const hasContact = Boolean(phone || mail || location);
  const id = useId();
  return (
    <footer className={[styles.footer, className].filter(Boolean).join(' ')} {...rest}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <div className={styles.brand}>
            {logo ?? <Logo />}
            <p className={styles.tagline}>{text.tagline}</p>
            {socialLinks.length > 0 && (
              <nav aria-label={text.social}>
                <ul className={styles.socials}>
                  {socialLinks.map((social) => {
                    const label = social.label ?? navigationMessages.footer.networks[social.network];
                    return (
                      <li key={`${social.network}-${social.href}`}>
                        <a
                          className={styles.socialLink}
                          href={social.href}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={label}
                          title={label}
                        >
                          <Icon name={social.network} size={18} />
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </nav>
            )}
          </div>
          {hasContact && (
            <section aria-labelledby={`${id}-contact`}>
              <h2 id={`${id}-contact`} className={styles.heading}>
                {text.contact}
              </h2>
              <ul className={styles.list}>
                {phone && (
                  <li className={styles.item}>
                    <Icon name="phone" size={16} className={styles.itemIcon} label={text.phone} />
                    <a className={styles.link} href={telHref(phone)}>
                      {phone}
                    </a>
                  </li>
                )}
                {mail && (
                  <li className={styles.item}>
                    <Icon name="mail" size={16} className={styles.itemIcon} label={text.mail} />
                    <a className={styles.link} href={`mailto:${mail}`}>
                      {mail}
                    </a>
                  </li>
                )}
                {location && (
                  <li className={styles.item}>
                    <Icon name="location" size={16} className={styles.itemIcon} label={text.location} />
                    <span>{location}</span>
                  </li>
                )}
              </ul>
            </section>
          )}
          <nav aria-labelledby={`${id}-information`}>
            <h2 id={`${id}-information`} className={styles.heading}>
              {text.information}
            </h2>
            <ul className={styles.list}>
              {[{ href: termsHref, label: text.terms }, { href: policyHref, label: text.policy }, ...extraLinks].map(
                (link) => (
                  <li key={link.href} className={styles.item}>
                    {renderLink({ href: link.href, className: styles.link, children: link.label })}
                  </li>
                ),
              )}
            </ul>
          </nav>
        </div>
        <p className={styles.bottom}>{text.copyright}</p>
      </div>
    </footer>
  );
}
Footer.displayName = 'Footer';
