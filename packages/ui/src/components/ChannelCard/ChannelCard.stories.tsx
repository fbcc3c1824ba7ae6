import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoChannels } from '../../stories/fixtures';
import { SubscribeButton } from '../SubscribeButton/SubscribeButton';
import { ChannelCard, type ChannelCardProps, ChannelCardSkeleton } from './ChannelCard';
import { channelCardVariants } from './ChannelCard.css';

const fromChannel = (channel = demoChannels[0]): ChannelCardProps => ({
  channelName: channel?.channel ?? '',
  ownerName: `${channel?.first_name} ${channel?.last_name}`,
  image: channel?.image,
  rating: channel?.average_rating,
  episodeCount: channel?.episode_count,
  href: `#/podcaster/${channel?.id}-${channel?.alias}/`,
});

const meta = {
  title: 'Content/ChannelCard',
  component: ChannelCard,
  args: fromChannel(),
  argTypes: { variant: { control: 'inline-radio', options: channelCardVariants } },
} satisfies Meta<typeof ChannelCard>;

export default meta;

const narrow: Decorator[] = [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>];
type Story = StoryObj<typeof meta>;

export const Compact: Story = {
  decorators: narrow,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: args.channelName })).toHaveAttribute('href', args.href);
    await expect(canvas.getByText('4.6')).toBeVisible();
    await expect(canvas.getByText(/48 ეპიზოდი/)).toBeVisible();
  },
};

export const CompactWithSubscribe: Story = {
  decorators: narrow,
  args: { action: <SubscribeButton subscribed={false} size="sm" onClick={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'გამოწერა' })).toBeVisible();
  },
};

export const Large: Story = {
  args: { variant: 'large', subscriberCount: demoChannels[0]?.subscribers_count },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'საშუალო შეფასება 4.6 5-დან' })).toBeVisible();
  },
};

export const PodcastersRow: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 16 }}>
      {demoChannels.map((channel) => (
        <ChannelCard key={channel.id} {...fromChannel(channel)} variant="large" />
      ))}
    </div>
  ),
  parameters: { visual: { widths: [375, 1280] } },
};

export const LongGeorgianText: Story = {
  decorators: narrow,
  args: {
    channelName: 'ქართული ლიტერატურის, ისტორიის და თანამედროვე ხელოვნების საუბრები',
    ownerName: 'ალექსანდრე ჯავახიშვილი-ორბელიანი',
    episodeCount: 1024,
    action: <SubscribeButton subscribed size="sm" />,
  },
};

export const NoImageNoLink: Story = {
  decorators: narrow,
  args: { image: undefined, href: undefined, rating: 0, episodeCount: 0 },
  play: async ({ canvas }) => {
    // A channel nobody rated yet says so instead of "★ 0.0".
    await expect(canvas.getByText('ჯერ არ შეფასებულა')).toBeVisible();
    await expect(canvas.queryByText('0.0')).toBeNull();
  },
};

export const Mobile: Story = {
  args: { action: <SubscribeButton subscribed={false} signedOut size="sm" /> },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Loading: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 16 }}>
        {[1, 2, 3, 4].map((key) => (
          <ChannelCardSkeleton key={key} variant="large" />
        ))}
      </div>
      <div style={{ maxWidth: 420 }}>
        <ChannelCardSkeleton />
      </div>
    </div>
  ),
};
