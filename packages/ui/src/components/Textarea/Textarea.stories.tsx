import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { label: 'აღწერა', placeholder: 'მოკლედ მოგვიყევი, რაზეა ეპიზოდი' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'აღწერა' });
    await userEvent.type(field, 'პირველი ხაზი');
    await expect(field).toHaveValue('პირველი ხაზი');
  },
};

export const WithCounter: Story = {
  args: { maxLength: 300, showCount: true, defaultValue: 'ეპიზოდში ვსაუბრობთ ძველ თბილისზე.' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('33 / 300')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), '!');
    await expect(canvas.getByText('34 / 300')).toBeVisible();
  },
};

export const WithError: Story = { args: { error: 'აღწერა სავალდებულოა', required: true, invalid: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'არხის აღწერა ჯერ არ არის დამატებული.' } };

export const LongGeorgianText: Story = {
  args: {
    rows: 6,
    hint: 'ტექსტი გამოჩნდება ეპიზოდის გვერდზე, „მეტის ჩვენების“ ღილაკის ქვემოთ.',
    defaultValue:
      'ამ ეპიზოდში ისტორიკოსთან ერთად განვიხილავთ, როგორ შეიცვალა თბილისის ქუჩები მეცხრამეტე საუკუნის ბოლოდან დღემდე, რა ბედი ეწია ძველ უბნებს და რატომ ინახავს ქალაქის ყოველი კუთხე საკუთარ ამბავს. ასევე ვისაუბრებთ არქიტექტურაზე, ხალხურ ტრადიციებზე და იმ ადამიანებზე, ვინც ქალაქს სახე შესძინა.',
  },
};
