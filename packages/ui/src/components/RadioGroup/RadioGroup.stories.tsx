import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RadioGroup } from './RadioGroup';
import { radioGroupVariants } from './RadioGroup.css';

/** Spec §9: the duration filter. */
const durations = [
  { value: '1', label: '10 წუთამდე' },
  { value: '2', label: '10–15 წუთი' },
  { value: '3', label: '15 წუთზე მეტი' },
];

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: 'ხანგრძლივობა', options: durations, onValueChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: radioGroupVariants } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'ხანგრძლივობა' })).toBeVisible();
    await userEvent.click(canvas.getByText('10–15 წუთი'));
    await expect(canvas.getByRole('radio', { name: '10–15 წუთი' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
    // Arrow keys move the choice once a radio has focus.
    canvas.getByRole('radio', { name: '10–15 წუთი' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const next = canvas.getByRole('radio', { name: '15 წუთზე მეტი' });
    await waitFor(() => expect(next).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(next).toBeChecked();
  },
};

export const Selected: Story = { args: { defaultValue: '1' } };

export const Chips: Story = {
  args: { variant: 'chips', defaultValue: '3', orientation: 'horizontal' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '10 წუთამდე' }));
    await expect(canvas.getByRole('radio', { name: '10 წუთამდე' })).toBeChecked();
  },
};

/** Statistics chart range (spec §9). */
export const ChartRange: Story = {
  args: {
    label: 'პერიოდი',
    hideLabel: true,
    variant: 'chips',
    orientation: 'horizontal',
    defaultValue: 'twoWeeks',
    options: [
      { value: 'days', label: 'დღე' },
      { value: 'twoWeeks', label: 'კვირა' },
      { value: 'months', label: 'თვე' },
    ],
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: '2' } };

export const WithDescriptions: Story = {
  args: {
    label: 'დალაგება',
    defaultValue: 'desc',
    options: [
      { value: 'desc', label: 'ჯერ ახალი', description: 'ბოლოს გამოქვეყნებული ეპიზოდები პირველ ადგილზე' },
      { value: 'asc', label: 'ჯერ ძველი', description: 'ყველაზე ადრინდელი ეპიზოდები პირველ ადგილზე' },
      { value: 'down', label: 'პოპულარული', description: 'ყველაზე მეტად მოსმენილი', disabled: true },
    ],
  },
};

export const WithError: Story = { args: { error: 'აირჩიე ხანგრძლივობა', hint: 'მხოლოდ ერთი ვარიანტი.' } };

export const Mobile: Story = {
  args: { variant: 'chips', orientation: 'horizontal', defaultValue: '1' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
