import { forwardRef, type MouseEventHandler } from 'react';
import { uiMessages } from '../../i18n/messages';
import { Button, type ButtonProps } from '../Button/Button';

export interface SubscribeButtonProps extends Omit<ButtonProps, 'children' | 'variant' | 'icon' | 'onClick'> {
  subscribed: boolean;
  /**
   * Signed-out visitors see the disabled look (spec §4) but the button still receives clicks,
   * so the app can send them to /login.
   */
  signedOut?: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  messages?: Partial<typeof uiMessages.subscribeButton>;
}

/** 'გამოწერა' / 'გამოწერილია ✓' for a channel. */
export const SubscribeButton = forwardRef<HTMLButtonElement, SubscribeButtonProps>(function SubscribeButton(
  { subscribed, signedOut = false, messages, size = 'md', ...rest },
  ref,
) {
  const m = { ...uiMessages.subscribeButton, ...messages };
  const on = subscribed && !signedOut;
  return (
    <Button
      ref={ref}
      variant={on ? 'secondary' : 'primary'}
      icon={on ? 'check' : 'plus'}
      size={size}
      aria-disabled={signedOut || undefined}
      {...rest}
    >
      {on ? m.subscribed : m.subscribe}
    </Button>
  );
});
SubscribeButton.displayName = 'SubscribeButton';
