import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Image } from '../Image/Image';
import { defaultRenderLink, type RenderLink } from '../private/navigationLink';
import * as styles from './CategoryTile.css';

export interface CategoryTileProps {
  title: string;
  /** Background image: a URL or a stored media path. */
  image?: string;
  /** The category's colour from the server; it draws the border, and fills a tile without an image. */
  color?: string;
  href?: string;
  renderLink?: RenderLink;
  headingLevel?: 2 | 3;
  className?: string;
}

/** A category on the categories page: background image, border in the category's colour, title. */
export function CategoryTile({
  title,
  image,
  color,
  href,
  renderLink = defaultRenderLink,
  headingLevel = 3,
  className,
}: CategoryTileProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={[styles.tile, !image && styles.colourFill, className].filter(Boolean).join(' ')}
      style={color ? assignInlineVars({ [styles.tileColor]: color }) : undefined}
    >
      {image && <Image className={styles.image} src={image} alt="" aspectRatio="16 / 10" radius="none" />}
      <div className={styles.label}>
        <span className={styles.dot} />
        <Heading className={styles.title}>
          {href ? renderLink({ href, className: styles.link, children: title }) : title}
        </Heading>
      </div>
    </article>
  );
}
CategoryTile.displayName = 'CategoryTile';
