import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { IconButton } from './IconButton';
import { iconButtonVariants } from './IconButton.css';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { icon: 'share', label: 'გაზიარება', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: iconButtonVariants } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'გაზიარება' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`${args.label} (${variant})`} />
      ))}
      <IconButton {...args} size="lg" variant="accent" icon="play" label="დაკვრა" />
      <IconButton {...args} size="sm" icon="close" label="დახურვა" />
    </div>
  ),
};

export const Pressed: Story = {
  args: { icon: 'bookmarkFilled', label: 'შენახულია', pressed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'შენახულია' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true } };
