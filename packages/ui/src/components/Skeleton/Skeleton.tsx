import type { CSSProperties } from 'react';
import { lines as linesClass, skeleton, type skeletonShapes } from './Skeleton.css';

export interface SkeletonProps {
  /** `text`: lines of text; `rect`: a card or image; `circle`: an avatar. */
  shape?: (typeof skeletonShapes)[number];
  /** Number of text lines; the last one is shorter. */
  lines?: number;
  /** CSS width (rect, text); a number is pixels. */
  width?: number | string;
  /** CSS height (rect); a number is pixels. */
  height?: number | string;
  /** Diameter of a circle in pixels. */
  size?: number;
  /** A rect that keeps the proportions of what it stands for (1 for a cover, 16 / 9 for a banner). */
  aspectRatio?: number | string;
  /** Font size the text lines match (they scale with `em`). */
  fontSize?: string;
  className?: string;
}

const px = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder shape while content loads. Decorative: the region that loads says so itself
 * (`aria-busy`, a Spinner's status text).
 */
export function Skeleton({
  shape = 'rect',
  lines = 1,
  width,
  height,
  size = 40,
  aspectRatio,
  fontSize,
  className,
}: SkeletonProps) {
  const classes = (extra?: string) => [skeleton({ shape }), extra, className].filter(Boolean).join(' ');
  if (shape === 'text') {
    return (
      <span aria-hidden="true" className={linesClass} style={{ width: px(width), fontSize }}>
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines, never reordered
            key={index}
            className={classes()}
            style={{ width: lines > 1 && index === lines - 1 ? '62%' : '100%' }}
          />
        ))}
      </span>
    );
  }
  const style: CSSProperties =
    shape === 'circle'
      ? { width: `${size}px`, height: `${size}px` }
      : {
          width: px(width),
          height: px(height) ?? (aspectRatio === undefined ? '16px' : undefined),
          aspectRatio: aspectRatio === undefined ? undefined : String(aspectRatio),
        };
  return <span aria-hidden="true" className={classes()} style={style} />;
}
Skeleton.displayName = 'Skeleton';
