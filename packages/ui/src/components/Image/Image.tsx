import { forwardRef, type ImgHTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { useMediaSrc } from '../private/useMediaSrc';
import type { imageFits, imageRadii } from './Image.css';
import * as styles from './Image.css';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'placeholder'> {
  /**
   * An absolute URL (http…, data:, blob:, /path) is loaded as is. A stored media path ("covers/x.jpg")
   * loads its thumbnail `/media/_thumb/…`, then the original `/media/…`, then the placeholder.
   */
  src: string | null | undefined;
  /** Required; pass '' for a decorative image. */
  alt: string;
  /** Width / height, e.g. 1, 16 / 9 or '4 / 3'. Without it the image keeps its own proportions. */
  aspectRatio?: number | string;
  radius?: (typeof imageRadii)[number];
  fit?: (typeof imageFits)[number];
  /** Try the server thumbnail first (default); off for large hero images. */
  thumb?: boolean;
  /** Replaces the neutral placeholder shown when there is no image or every URL failed. */
  fallback?: ReactNode;
  /** Class on the frame element. */
  className?: string;
}

/** An image with media-path resolution, fallbacks, a fixed aspect ratio and lazy loading. */
export const Image = forwardRef<HTMLImageElement, ImageProps>(function Image(
  {
    src: srcProp,
    alt,
    aspectRatio,
    radius,
    fit,
    thumb = true,
    fallback,
    className,
    style,
    loading = 'lazy',
    decoding = 'async',
    onError: onErrorProp,
    ...rest
  },
  ref,
) {
  const { src, onError } = useMediaSrc(srcProp, thumb);
  const failed = src === undefined;
  // A missing image still needs a box: square unless told otherwise.
  const ratio = aspectRatio ?? (failed ? 1 : undefined);
  return (
    <span
      className={[styles.frame({ radius }), className].filter(Boolean).join(' ')}
      style={{ aspectRatio: ratio === undefined ? undefined : String(ratio), ...style }}
      data-state={failed ? 'fallback' : 'image'}
    >
      {failed ? (
        alt ? (
          <span role="img" aria-label={alt} className={styles.placeholder}>
            {fallback ?? <Icon name="image" className={styles.placeholderIcon} />}
          </span>
        ) : (
          <span aria-hidden="true" className={styles.placeholder}>
            {fallback ?? <Icon name="image" className={styles.placeholderIcon} />}
          </span>
        )
      ) : (
        <img
          ref={ref}
          key={src}
          src={src}
          alt={alt}
          loading={loading}
          decoding={decoding}
          className={styles.image({ fit, fill: ratio !== undefined })}
          onError={(event) => {
            onError();
            onErrorProp?.(event);
          }}
          {...rest}
        />
      )}
    </span>
  );
});
Image.displayName = 'Image';
