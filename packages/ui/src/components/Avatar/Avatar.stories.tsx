import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { demoChannels } from '../../stories/fixtures';
import { Text } from '../Text/Text';
import { Avatar } from './Avatar';
import { avatarSizes } from './Avatar.css';

const [nino] = demoChannels;

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { src: nino?.image, alt: 'ნინო ბერიძე', size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'ნინო ბერიძე' })).toHaveAttribute('data-state', 'image');
  },
};

/** Spec §3: a default avatar when the profile has no image. */
export const DefaultAvatar: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'ნინო ბერიძე' })).toHaveAttribute('data-state', 'default');
  },
};

export const BrokenImage: Story = {
  args: { src: 'avatars/missing.png' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'ნინო ბერიძე' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-state', 'default'), { timeout: 5000 });
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[args.src, null].map((src) => (
        <div key={String(src)} style={{ display: 'flex', alignItems: 'flex-end', gap: 16 }}>
          {avatarSizes.map((size) => (
            <Avatar key={size} {...args} src={src} size={size} alt={`${args.alt} (${size})`} />
          ))}
        </div>
      ))}
    </div>
  ),
};

/** Beside a printed name the avatar is decorative (empty alt). */
export const WithName: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {demoChannels.map((channel) => (
        <div key={channel.id} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <Avatar src={channel.image} size="md" />
          <div>
            <Text weight="semibold">{channel.channel}</Text>
            <Text size="sm" tone="muted">
              {channel.first_name} {channel.last_name}
            </Text>
          </div>
        </div>
      ))}
    </div>
  ),
};
