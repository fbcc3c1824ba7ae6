import { forwardRef, type MouseEventHandler } from 'react';
import { type MessageOverrides, uiMessages } from '../../i18n/messages';
import { Button, type ButtonProps } from '../Button/Button';

export interface SubscribeButtonProps extends Omit<ButtonProps, 'children' | 'variant' | 'icon' | 'onClick'> {
  subscribed: boolean;
  /**
   * Signed-out visitors see an invitation (an outlined accent button, readable at ≥ 4.5:1, with a sign-in hint as
   * its description) instead of a faded, disabled-looking one; the click sends them to /login (the app decides).
   */
  signedOut?: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  messages?: MessageOverrides<typeof uiMessages.subscribeButton>;
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
      variant={signedOut ? 'outline' : on ? 'secondary' : 'primary'}
      icon={on ? 'check' : 'plus'}
      size={size}
      title={signedOut ? m.signInToSubscribe : undefined}
      data-signed-out={signedOut || undefined}
      {...rest}
    >
      {on ? m.subscribed : m.subscribe}
    </Button>
  );
});
SubscribeButton.displayName = 'SubscribeButton';
