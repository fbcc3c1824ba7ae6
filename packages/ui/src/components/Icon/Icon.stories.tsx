import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from './Icon';
import { iconNames } from './icons';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'play', size: 24 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const Labelled: Story = {
  args: { name: 'search', label: 'ძიება' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'ძიება' })).toBeVisible();
  },
};

export const AllIcons: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
        gap: 12,
        listStyle: 'none',
        padding: 0,
        margin: 0,
        maxWidth: 720,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 6, fontSize: 12 }}>
          <Icon name={name} size={24} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
};
