import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SubscribeButton } from './SubscribeButton';

const meta = {
  title: 'Content/SubscribeButton',
  component: SubscribeButton,
  args: { subscribed: false, onClick: fn() },
} satisfies Meta<typeof SubscribeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSubscribed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'გამოწერა' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Subscribed: Story = {
  args: { subscribed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'გამოწერილია' })).toBeVisible();
  },
};

export const SignedOut: Story = {
  args: { signedOut: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'გამოწერა' });
    // An invitation, not a disabled control: enabled, with the sign-in hint as its description.
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).toHaveAccessibleDescription('გამოსაწერად შედი ანგარიშზე');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { subscribed: true, loading: true } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <SubscribeButton {...args} size="sm" />
      <SubscribeButton {...args} size="md" subscribed />
      <SubscribeButton {...args} size="lg" />
    </div>
  ),
};

export const Mobile: Story = {
  args: { fullWidth: true, size: 'lg' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
