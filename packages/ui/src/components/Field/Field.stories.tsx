import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Field } from './Field';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: {
    label: 'ხმის სიმაღლე',
    hint: 'ნაგულისხმევი ხმა ახალი ეპიზოდებისთვის.',
    children: (control) => (
      <input type="range" min={0} max={100} defaultValue={70} style={{ accentColor: vars.color.accent }} {...control} />
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any control can sit in a Field; it receives id, aria-describedby and aria-invalid. */
export const CustomControl: Story = {
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'ხმის სიმაღლე' });
    await expect(slider).toHaveAccessibleDescription('ნაგულისხმევი ხმა ახალი ეპიზოდებისთვის.');
  },
};

export const WithError: Story = {
  args: { error: 'მნიშვნელობა დასაშვებ ზღვარს სცდება', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-invalid', 'true');
  },
};
