import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StarRating } from './StarRating';
import { starRatingSizes } from './StarRating.css';

const meta = {
  title: 'Content/StarRating',
  component: StarRating,
  args: { onChange: fn(), size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: starRatingSizes } },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing rated yet: five empty stars. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

export const ChoosesRating: Story = {
  parameters: { visual: { disable: 'behaviour only; Rated shows a chosen rating' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '4 ვარსკვლავი' }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const Rated: Story = { args: { defaultValue: 4, showValue: true, size: 'lg' } };

export const ReadOnlyAverage: Story = {
  args: { readOnly: true, value: 4.6, showValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'საშუალო შეფასება 4.6 5-დან' })).toBeVisible();
  },
};

export const ReadOnlySizes: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {starRatingSizes.map((size, index) => (
        <StarRating key={size} readOnly size={size} value={[3.8, 4.2, 2.5][index]} showValue />
      ))}
    </div>
  ),
};

export const Disabled: Story = { args: { defaultValue: 3, disabled: true } };
