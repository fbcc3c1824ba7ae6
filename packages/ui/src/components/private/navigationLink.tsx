import type { AriaAttributes, MouseEventHandler, ReactNode } from 'react';

/** What a navigation component hands to `renderLink`: spread it on the router's link (or an `<a>`). */
export interface NavigationLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  id?: string;
  role?: string;
  tabIndex?: number;
  title?: string;
  onClick?: MouseEventHandler<HTMLElement>;
  'aria-current'?: AriaAttributes['aria-current'];
  'aria-label'?: string;
  'aria-selected'?: boolean;
}

/** Renders a link; the app passes its router link here so the design system stays router-free. */
export type RenderLink = (props: NavigationLinkProps) => ReactNode;

export const defaultRenderLink: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;
