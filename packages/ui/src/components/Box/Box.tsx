import { createElement, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css';

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles>, Sprinkles {
  as?: ElementType;
  children?: ReactNode;
}

/** A layout element whose spacing, colour and flex props come from the theme's sprinkles. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  return createElement(as, {
    className: [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ') || undefined,
    ...native,
  });
}

export interface StackProps extends BoxProps {
  direction?: 'row' | 'column';
}

/** A flex stack: column by default, `gap` between children. */
export function Stack({ direction = 'column', gap = 'md', ...rest }: StackProps) {
  return <Box display="flex" flexDirection={direction} gap={gap} {...rest} />;
}
