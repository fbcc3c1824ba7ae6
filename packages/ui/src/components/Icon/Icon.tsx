import type { SVGProps } from 'react';
import { type IconName, icons } from './icons';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Pixel size of the square; 20 by default. */
  size?: number;
  /** An accessible name. Without it the icon is decorative and hidden from assistive technology. */
  label?: string;
}

export function Icon({ name, size = 20, label, ...rest }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named through aria-label (role img) or hidden with aria-hidden, set in a11y above
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...a11y}
      {...rest}
    >
      {icons[name]}
    </svg>
  );
}
