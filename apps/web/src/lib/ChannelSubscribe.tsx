import { useSubscribeToggle } from '@podcast/hooks';
import { type ButtonProps, SubscribeButton } from '@podcast/ui';
import { useRequireSignIn } from '../app/auth';

export interface ChannelSubscribeProps {
  channel: { id: number; alias: string; channel: string; image?: string | null };
  size?: ButtonProps['size'];
  className?: string;
}

/** Subscribe / subscribed for a channel (spec §4), optimistic; a signed-out click goes to /login with the toast. */
export function ChannelSubscribe({ channel, size, className }: ChannelSubscribeProps) {
  const subscription = useSubscribeToggle();
  const requireSignIn = useRequireSignIn();
  return (
    <SubscribeButton
      size={size}
      className={className}
      subscribed={subscription.isSubscribed(channel.id)}
      signedOut={!subscription.isSignedIn}
      onClick={() => {
        if (!requireSignIn()) return;
        // A failure rolls the profile back; the button shows the state that holds.
        subscription
          .toggle({
            channel_id: channel.id,
            channel_name: channel.channel,
            alias: channel.alias,
            image: channel.image ?? null,
          })
          .catch(() => undefined);
      }}
    />
  );
}
