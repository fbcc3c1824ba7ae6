import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { primitiveMessages } from '../../i18n/primitives';
import { PasswordInput } from './PasswordInput';

const { show, hide } = primitiveMessages.passwordInput;

const meta = {
  title: 'Primitives/PasswordInput',
  component: PasswordInput,
  args: { label: 'პაროლი', autoComplete: 'current-password' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('პაროლი');
    await userEvent.type(input, 'saidumlo123');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: show }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('saidumlo123');
    const toggle = canvas.getByRole('button', { name: hide });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = { args: { defaultValue: 'saidumlo123', defaultVisible: true } };

export const Invalid: Story = { args: { invalid: true, required: true } };

export const WithError: Story = { args: { defaultValue: 'abc', error: 'პაროლები არ ემთხვევა' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'saidumlo123' } };

/** Settings (spec §2): old, new and repeated password, each with its own toggle. */
export const SettingsTrio: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <PasswordInput label="ძველი პაროლი" autoComplete="current-password" />
      <PasswordInput label="ახალი პაროლი" autoComplete="new-password" />
      <PasswordInput label="გაიმეორე ახალი პაროლი" autoComplete="new-password" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: show })).toHaveLength(3);
  },
};

export const Mobile: Story = {
  args: { defaultValue: 'saidumlo123', labelAside: 'დაგავიწყდა?' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
