import type { RenderLink } from './navigationLink';

/** For stories and tests: a real link that reports the click but does not leave the page. */
export const inertRenderLink: RenderLink = ({ href, children, onClick, ...props }) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      event.preventDefault();
      onClick?.(event);
    }}
  >
    {children}
  </a>
);
