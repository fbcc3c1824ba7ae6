import type { Block, NavItem } from '@podcast/contract';
import { Heading, Image, Slider, VisuallyHidden } from '@podcast/ui';
import { AppLink } from '../../app/AppLink';
import { t } from '../../i18n';
import * as styles from './HomeScreen.css';
import { navTarget } from './homeLinks';

/** Spec §9: the nav bar's slider shows 4 items on a desktop. */
const NAV_PER_VIEW = { mobile: 2.2, tablet: 3.2, desktop: 4 } as const;

/** The home page's nav bar: shortcut tiles to the blocks and categories the editors picked. */
export function NavBarTiles({ items, blocks }: { items: readonly NavItem[]; blocks: readonly Block[] }) {
  if (items.length === 0) return null;
  return (
    <Slider
      className={styles.navBar}
      label={t.home.discover}
      perView={NAV_PER_VIEW}
      spacing={10}
      heading={
        <Heading level={2} className={styles.navHeading}>
          {t.home.discover}
        </Heading>
      }
    >
      {items.map((item) => {
        const target = navTarget(item, blocks);
        return (
          <AppLink key={item.id} href={target.href} className={styles.navTile}>
            <Image className={styles.navImage} src={item.image?.url} alt="" thumb radius="none" fit="cover" />
            {item.show_name ? (
              <span className={styles.navTitle}>{target.title}</span>
            ) : (
              <VisuallyHidden>{target.title}</VisuallyHidden>
            )}
          </AppLink>
        );
      })}
    </Slider>
  );
}
