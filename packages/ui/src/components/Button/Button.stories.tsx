import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'გამოწერა', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'გამოწერა' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size} icon="play">
          მოსმენა
        </Button>
      ))}
    </div>
  ),
};

export const WithIcons: Story = { args: { icon: 'upload', iconEnd: 'chevronRight', children: 'პოდკასტის დამატება' } };

export const Loading: Story = {
  args: { loading: true, children: 'იტვირთება...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#podcasts">ყველა პოდკასტი</a> },
};

export const LongGeorgianText: Story = {
  args: { children: 'დარეგისტრირდი და გახდი პოდკასტერი დღესვე', fullWidth: true, size: 'lg' },
};
