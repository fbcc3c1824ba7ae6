import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UploadProgress } from './UploadProgress';

const meta = {
  title: 'Media/UploadProgress',
  component: UploadProgress,
  args: { value: 46, fileName: 'დავით-აღმაშენებელი-ეპიზოდი-12.mp3' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '46');
    await expect(canvas.getByText('იტვირთება...')).toBeVisible();
  },
};

export const Starting: Story = { args: { value: 0 } };

export const Finishing: Story = { args: { value: 99 } };

export const Done: Story = {
  args: { value: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('აქტიურია')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { value: 63, error: true, onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('ატვირთვა ვერ მოხერხდა');
    await userEvent.click(canvas.getByRole('button', { name: 'თავიდან ცდა' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithoutFileName: Story = { args: { fileName: undefined, value: 12 } };

export const LongFileName: Story = {
  args: {
    value: 78,
    fileName: 'ქართული-კინოს-ოქროს-ხანა-საუბარი-რეჟისორებთან-და-კრიტიკოსებთან-სრული-ვერსია-2024.mp4',
  },
};

export const Mobile: Story = {
  args: { value: 31 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
