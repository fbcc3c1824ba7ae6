import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';
import { progressSizes, progressTones } from './ProgressBar.css';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { value: 45, label: 'ატვირთვა', showValue: true },
  argTypes: {
    tone: { control: 'inline-radio', options: progressTones },
    size: { control: 'inline-radio', options: progressSizes },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'ატვირთვა' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
    await expect(canvas.getByText('45%')).toBeVisible();
  },
};

export const Empty: Story = { args: { value: 0 } };

/** Spec §4: between 2 and 98 percent the upload reads 'იტვირთება...'. */
export const UploadingText: Story = { args: { value: 62, valueText: 'იტვირთება...' } };

export const Complete: Story = { args: { value: 100, tone: 'success', valueText: 'აქტიურია' } };

export const Unknown: Story = {
  args: { value: null, showValue: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};

/** Listening progress on a history card: a thin bar without a visible label. */
export const Thin: Story = {
  args: { value: 30, hideLabel: true, showValue: false, size: 'sm', label: 'მოსმენილია 30%' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'მოსმენილია 30%' })).toBeVisible();
  },
};

export const Clamped: Story = { args: { value: 140, label: 'მნიშვნელობა ზღვარს გარეთ' } };

export const Mobile: Story = {
  args: { value: 78, label: 'ეპიზოდი-12-ძველი-თბილისი.mp3' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
