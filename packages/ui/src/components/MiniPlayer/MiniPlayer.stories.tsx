import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { demoEpisodes } from '../../stories/fixtures';
import { frozenPlayback } from '../../stories/playback';
import { vars } from '../../theme/contract.css';
import { toneWavUrl } from '../private/mediaWav';
import { MiniPlayer } from './MiniPlayer';
import { miniPlayerPlacements } from './MiniPlayer.css';

const episode = demoEpisodes[4];
const video = demoEpisodes[2];

const waitUntilReady = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('data-status', 'ready'), {
    timeout: 10_000,
  });
};

const meta = {
  title: 'Media/MiniPlayer',
  component: MiniPlayer,
  args: {
    src: toneWavUrl(545),
    title: episode?.title ?? '',
    channel: episode?.created_by.channel,
    cover: episode?.image.url,
    href: '#podcast/104-episode-104',
    startAt: 125,
    onClose: fn(),
    onTimeUpdate: fn(),
    onPause: fn(),
  },
  argTypes: { placement: { control: 'inline-radio', options: miniPlayerPlacements } },
} satisfies Meta<typeof MiniPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement, canvas, args, userEvent }) => {
    await waitUntilReady(canvasElement);
    await expect(canvas.getByRole('link', { name: episode?.title ?? '' })).toHaveAttribute('href', args.href);
    await expect(canvas.getAllByRole('slider', { name: 'დროის ზოლი' })[0]).toHaveValue('125');
    await userEvent.click(canvas.getByRole('button', { name: 'პლეერის დახურვა' }));
    await expect(args.onClose).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => waitUntilReady(canvasElement),
};

/**
 * Pinned to the bottom of the page, as in the app shell. The frame's transform makes it the bar's
 * containing block, so the story shows a page-like area instead of the whole canvas.
 */
export const FixedBottomBar: Story = {
  args: { placement: 'fixed' },
  decorators: [
    (Story) => (
      <div
        style={{
          position: 'relative',
          transform: 'translateZ(0)',
          height: 240,
          overflow: 'hidden',
          border: `1px dashed ${vars.color.border}`,
          padding: 16,
          color: vars.color.textMuted,
        }}
      >
        გვერდის შიგთავსი
        <Story />
      </div>
    ),
  ],
  parameters: { visual: { widths: [375, 1280] } },
  play: async ({ canvasElement }) => waitUntilReady(canvasElement),
};

export const Video: Story = {
  args: {
    kind: 'video',
    src: toneWavUrl(812),
    title: video?.title ?? '',
    channel: video?.created_by.channel,
    cover: video?.image.url,
    startAt: 0,
  },
  play: async ({ canvasElement }) => waitUntilReady(canvasElement),
};

export const Loading: Story = {
  args: { src: undefined, channel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('იტვირთება...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'დაკვრა' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  args: { src: 'data:audio/wav;base64,AAAA' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('ფაილის ჩატვირთვა ვერ მოხერხდა'), {
      timeout: 10_000,
    });
    await expect(canvas.getByRole('button', { name: 'თავიდან ცდა' })).toBeEnabled();
  },
};

export const WithoutCoverOrClose: Story = {
  args: { cover: undefined, onClose: undefined, href: undefined },
  play: async ({ canvasElement }) => waitUntilReady(canvasElement),
};

export const LongGeorgianTitle: Story = {
  args: {
    title: 'ქართული ხელნაწერების საიდუმლოებები: როგორ გადაურჩა შუა საუკუნეების წიგნები ომებს, ხანძრებს და დავიწყებას',
    channel: 'საქართველოს ეროვნული ხელნაწერთა ცენტრის პოდკასტი',
  },
  parameters: { visual: { widths: [375, 1280] } },
  play: async ({ canvasElement }) => waitUntilReady(canvasElement),
};

/** Something is playing: the equaliser moves before the title (still in screenshots and under reduced motion). */
export const NowPlaying: Story = {
  args: { playback: frozenPlayback({ playing: true, currentTime: 125, duration: 545 }) },
  parameters: { visual: { widths: [375, 1280] } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-equaliser]')).toHaveAttribute('data-equaliser', 'playing');
    await expect(canvas.getByRole('button', { name: 'პაუზა' })).toBeEnabled();
  },
};

/** Paused part-way: the same mark, still. */
export const Paused: Story = {
  args: { playback: frozenPlayback({ playing: false, currentTime: 125, duration: 545 }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-equaliser]')).toHaveAttribute('data-equaliser', 'still');
  },
};
