import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { primitiveMessages } from '../../i18n/primitives';
import { coverImage } from '../../stories/fixtures';
import { FileInput } from './FileInput';

const svgFile = (seed: number, name: string) =>
  new File([decodeURIComponent(coverImage(seed).split(',')[1] ?? '')], name, { type: 'image/svg+xml' });
/** Drops files on an element the way a browser does (testing-library's fireEvent loses real DataTransfer files). */
const drop = (target: Element | null, ...files: File[]) => {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target?.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
};
const audioFile = new File([new Uint8Array(3_456_789)], 'ეპიზოდი-12-ძველი-თბილისი.mp3', { type: 'audio/mpeg' });

const meta = {
  title: 'Primitives/FileInput',
  component: FileInput,
  args: { label: 'არხის სურათი', accept: 'image', onFileChange: fn(), onReject: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/არხის სურათი/);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAccessibleDescription(primitiveMessages.fileInput.acceptImage);
  },
};

export const Media: Story = {
  args: { label: 'ეპიზოდის ფაილი', accept: 'media', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/ეპიზოდის ფაილი/)).toHaveAttribute('accept', 'video/mp4,audio/*');
  },
};

export const Chosen: Story = {
  args: { label: 'ეპიზოდის ფაილი', accept: 'media', file: audioFile },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ეპიზოდი-12-ძველი-თბილისი.mp3')).toBeVisible();
    await expect(canvas.getByText('3,3 მბ')).toBeVisible();
  },
};

export const ChosenImagePreview: Story = { args: { file: svgFile(2, 'cover.svg'), preview: true } };

/** Spec §5: the thumbnail accepts images only; a dropped PDF is refused with a message. */
export const Rejected: Story = {
  play: async ({ canvas, args }) => {
    const zone = canvas.getByText(primitiveMessages.fileInput.choose).closest('[data-state]');
    const pdf = new File(['%PDF-1.7'], 'ხელშეკრულება.pdf', { type: 'application/pdf' });
    drop(zone, pdf);
    await expect(await canvas.findByText(`${primitiveMessages.fileInput.wrongType}: ხელშეკრულება.pdf`)).toBeVisible();
    await expect(args.onReject).toHaveBeenCalledWith(expect.objectContaining({ name: 'ხელშეკრულება.pdf' }));
    await expect(canvas.getByLabelText(/არხის სურათი/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Dropped: Story = {
  args: { label: 'ეპიზოდის ფაილი', accept: 'media' },
  play: async ({ canvas, args }) => {
    const zone = canvas.getByText(primitiveMessages.fileInput.choose).closest('[data-state]');
    const video = new File([new Uint8Array(52_000)], 'intro.mp4', { type: 'video/mp4' });
    drop(zone, video);
    await expect(await canvas.findByText('intro.mp4')).toBeVisible();
    await expect(args.onFileChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'intro.mp4' }));
    await expect(canvas.getByText('intro.mp4')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { label: 'ეპიზოდის ფაილი', accept: 'media', error: 'ფაილი ვერ აიტვირთა, სცადე თავიდან' },
};

export const Disabled: Story = { args: { disabled: true, hint: 'ჯერ შეავსე არხის სახელი.' } };

export const Mobile: Story = {
  args: { label: 'ეპიზოდის ფაილი', accept: 'media', file: audioFile },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileEmpty: Story = {
  args: { label: 'ეპიზოდის ფაილი', accept: 'media', hint: 'მაქსიმუმ 500 მბ.' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
