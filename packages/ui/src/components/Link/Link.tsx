import { Slot } from 'radix-ui';
import { type AnchorHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { primitiveMessages } from '../../i18n/primitives';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { externalIcon, link, type linkTones, type linkUnderlines } from './Link.css';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  tone?: (typeof linkTones)[number];
  /** Links inside running text keep their underline (the default) so they are not told apart by colour alone. */
  underline?: (typeof linkUnderlines)[number];
  /** Renders the child (a router `<Link>`) with this look. */
  asChild?: boolean;
  /** Opens in a new window, safely, and says so to screen readers. */
  external?: boolean;
  children?: ReactNode;
}

/** A styled text link; route links come in through `asChild`. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { tone, underline, asChild = false, external = false, className, children, ...rest },
  ref,
) {
  const classes = [link({ tone, underline }), className].filter(Boolean).join(' ');
  if (asChild) {
    return (
      <Slot.Root ref={ref} className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <a ref={ref} className={classes} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
      {external && (
        <>
          <Icon name="external" size={14} className={externalIcon} />
          <VisuallyHidden> {primitiveMessages.link.newWindow}</VisuallyHidden>
        </>
      )}
    </a>
  );
});
Link.displayName = 'Link';
