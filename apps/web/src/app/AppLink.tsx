import type { RenderLink } from '@podcast/ui';
import { type ComponentProps, forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { prefetchHref } from './prefetch';

export type AppLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { href: string };

/** The router's link with data prefetch on hover and focus; external addresses stay plain anchors. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { href, onMouseEnter, onFocus, ...props },
  ref,
) {
  if (/^(https?:|mailto:|tel:)/.test(href) || href.startsWith('/api/') || href.startsWith('/media/')) {
    return <a ref={ref} href={href} {...props} />;
  }
  return (
    <Link
      ref={ref}
      to={href}
      onMouseEnter={(event) => {
        prefetchHref(href);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetchHref(href);
        onFocus?.(event);
      }}
      {...props}
    />
  );
});

/** `renderLink` for the design system's navigation components. */
export const renderLink: RenderLink = ({ href, children, ...props }) => (
  <AppLink href={href} {...props}>
    {children}
  </AppLink>
);
