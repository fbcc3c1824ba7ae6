import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Logo } from './Logo';
import { logoSizes, logoVariants } from './Logo.css';

const meta = {
  title: 'Navigation/Logo',
  component: Logo,
  args: {},
  argTypes: {
    size: { control: 'inline-radio', options: logoSizes },
    variant: { control: 'inline-radio', options: logoVariants },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ოდკასტები', { exact: false })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 20 }}>
      {logoSizes.map((size) => (
        <Logo key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const MarkOnly: Story = {
  args: { variant: 'mark', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'პოდკასტები' })).toBeInTheDocument();
  },
};

export const CustomName: Story = { args: { name: 'ქართული პოდკასტები', size: 'lg' } };
