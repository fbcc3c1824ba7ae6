import type { HTMLAttributes, ReactNode } from 'react';
import { navigationMessages } from '../../i18n/navigation';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { iconButton } from '../IconButton/IconButton.css';
import { defaultRenderLink, type RenderLink } from '../private/navigationLink';
import { actions as actionsClass, sticky as stickyClass, titleBar, title as titleClass } from './TitleBar.css';

export interface TitleBarProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  /** Where the back button goes; rendered through `renderLink`. */
  backHref?: string;
  /** Called by the back button when there is no `backHref` (history back, close a pane). */
  onBack?: () => void;
  backLabel?: string;
  renderLink?: RenderLink;
  /** Buttons at the end of the bar. */
  actions?: ReactNode;
  headingLevel?: 1 | 2;
  sticky?: boolean;
}

/** The bar on top of a mobile profile screen: back button and the screen's title. */
export function TitleBar({
  title,
  backHref,
  onBack,
  backLabel = navigationMessages.titleBar.back,
  renderLink = defaultRenderLink,
  actions,
  headingLevel = 1,
  sticky = false,
  className,
  ...rest
}: TitleBarProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  let back: ReactNode = null;
  if (backHref !== undefined) {
    back = renderLink({
      href: backHref,
      className: iconButton({ variant: 'ghost', size: 'md' }),
      'aria-label': backLabel,
      title: backLabel,
      children: <Icon name="arrowLeft" size={22} />,
    });
  } else if (onBack) {
    back = <IconButton icon="arrowLeft" label={backLabel} onClick={onBack} />;
  }
  return (
    <header className={[titleBar, sticky ? stickyClass : undefined, className].filter(Boolean).join(' ')} {...rest}>
      {back}
      <Heading className={titleClass}>{title}</Heading>
      {actions && <div className={actionsClass}>{actions}</div>}
    </header>
  );
}
TitleBar.displayName = 'TitleBar';
