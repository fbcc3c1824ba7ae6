import type { HTMLAttributes, ReactNode } from 'react';
import { heading, type headingLevels, text, type textSizes, type textTones } from './Text.css';

type Tone = (typeof textTones)[number];

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: 'p' | 'span' | 'div' | 'label' | 'time' | 'strong' | 'small';
  size?: (typeof textSizes)[number];
  tone?: Tone;
  weight?: 'regular' | 'medium' | 'semibold' | 'bold';
  /** One line with an ellipsis (true) or clamp to 2 or 3 lines. */
  truncate?: true | 2 | 3;
  dateTime?: string;
  children?: ReactNode;
}

export function Text({ as: Tag = 'p', size, tone, weight, truncate, className, ...rest }: TextProps) {
  return <Tag className={[text({ size, tone, weight, truncate }), className].filter(Boolean).join(' ')} {...rest} />;
}

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The visual size; the element is `h{level}` unless `as` says otherwise. */
  level?: (typeof headingLevels)[number];
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p' | 'span';
  tone?: Tone;
  truncate?: true | 2;
  children?: ReactNode;
}

export function Heading({ level = 2, as, tone, truncate, className, ...rest }: HeadingProps) {
  const Tag = as ?? (`h${level}` as const);
  return <Tag className={[heading({ level, tone, truncate }), className].filter(Boolean).join(' ')} {...rest} />;
}
