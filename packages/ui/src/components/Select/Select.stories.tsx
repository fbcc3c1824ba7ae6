import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoCategories } from '../../stories/fixtures';
import { controlSizes } from '../private/control.css';
import { Select } from './Select';

const categories = demoCategories.map((category) => ({ value: String(category.id), label: category.title }));

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'კატეგორია', placeholder: 'აირჩიე კატეგორია', options: categories, onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: controlSizes } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §5: the placeholder 'აირჩიე კატეგორია' is shown first and cannot be chosen. */
export const Placeholder: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'კატეგორია' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'აირჩიე კატეგორია' })).toBeDisabled();
    await userEvent.selectOptions(select, 'მეცნიერება');
    await expect(select).toHaveValue('2');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Selected: Story = { args: { defaultValue: '4' } };

export const WithIcon: Story = {
  args: {
    label: 'დალაგება',
    placeholder: undefined,
    icon: 'filter',
    defaultValue: 'desc',
    options: [
      { value: 'desc', label: 'ჯერ ახალი' },
      { value: 'asc', label: 'ჯერ ძველი' },
      { value: 'down', label: 'პოპულარული' },
    ],
  },
};

export const WithError: Story = {
  args: { required: true, error: 'აირჩიე კატეგორია' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAccessibleDescription('აირჩიე კატეგორია');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '1' } };

export const LongGeorgianText: Story = {
  args: {
    label: 'ეპიზოდის თემატიკა',
    hint: 'კატეგორია განსაზღვრავს, სად გამოჩნდება ეპიზოდი მთავარ გვერდზე.',
    defaultValue: 'long',
    options: [
      ...categories,
      { value: 'long', label: 'ისტორია, ეთნოგრაფია და ქართული ხალხური ტრადიციები დღევანდელ სამყაროში' },
    ],
  },
};

export const Mobile: Story = {
  args: { size: 'lg' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
