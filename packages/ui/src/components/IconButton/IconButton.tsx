import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { iconButton, type iconButtonVariants } from './IconButton.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** The accessible name; also shown as the tooltip. Required: an icon alone says nothing to a screen reader. */
  label: string;
  variant?: (typeof iconButtonVariants)[number];
  size?: 'sm' | 'md' | 'lg';
  /** Toggle buttons (save, mute) announce their state through aria-pressed. */
  pressed?: boolean;
}

const iconSizes = { sm: 18, md: 20, lg: 26 } as const;

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant, size = 'md', pressed, className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={[iconButton({ variant, size, pressed: pressed ?? false }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <Icon name={icon} size={iconSizes[size]} />
    </button>
  );
});
