import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { demoEpisodes, videoFrameImage } from '../../stories/fixtures';
import { frozenPlayback } from '../../stories/playback';
import { toneWavUrl } from '../private/mediaWav';
import { Player } from './Player';
import { playerKinds } from './Player.css';

const episode = demoEpisodes[0];
const video = demoEpisodes[3];

const waitUntilReady = async (canvasElement: HTMLElement, total: string) => {
  await waitFor(
    () => {
      const region = canvasElement.querySelector('[data-status]');
      expect(region).toHaveAttribute('data-status', 'ready');
      expect(region).toHaveTextContent(total);
    },
    { timeout: 10_000 },
  );
};

const meta = {
  title: 'Media/Player',
  component: Player,
  args: {
    kind: 'audio',
    src: toneWavUrl(545),
    title: episode?.title,
    channel: episode?.created_by.channel,
    eyebrow: episode?.category.title,
    cover: episode?.image.url,
    onTimeUpdate: fn(),
    onPause: fn(),
    onEnded: fn(),
    onLeave: fn(),
  },
  argTypes: { kind: { control: 'inline-radio', options: playerKinds } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Player>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every control's box lies inside the card's (nothing overflows into the page beside it). */
const expectControlsInsideCard = (canvasElement: HTMLElement) => {
  const card = canvasElement.querySelector('section');
  if (!card) throw new Error('no player card');
  const edge = card.getBoundingClientRect();
  for (const control of card.querySelectorAll('button, input')) {
    if (!(control instanceof HTMLElement) || control.offsetParent === null) continue;
    const box = control.getBoundingClientRect();
    expect(box.left, control.getAttribute('aria-label') ?? '').toBeGreaterThanOrEqual(edge.left);
    expect(box.right, control.getAttribute('aria-label') ?? '').toBeLessThanOrEqual(edge.right);
  }
};

export const Audio: Story = {
  play: async ({ canvasElement, canvas }) => {
    await waitUntilReady(canvasElement, '9:05');
    // A wide card has room for the volume slider.
    await expect(canvas.getByRole('slider', { name: 'ხმის სიმაღლე' })).toBeVisible();
    expectControlsInsideCard(canvasElement);
    const seek = canvas.getByRole('slider', { name: 'დროის ზოლი' });
    await expect(seek).toHaveAttribute('aria-valuetext', '0 წამი, სულ 9 წუთი 5 წამი');
    await expect(canvas.getByRole('button', { name: 'დაკვრა' })).toBeEnabled();
  },
};

/** Resumes where the listener stopped (history stop_time). */
export const ResumeFromHistory: Story = {
  args: { startAt: 65 },
  play: async ({ canvasElement, canvas }) => {
    await waitUntilReady(canvasElement, '1:05');
    await expect(canvas.getByRole('slider', { name: 'დროის ზოლი' })).toHaveValue('65');
  },
};

export const SkipButtons: Story = {
  args: { startAt: 30 },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await waitUntilReady(canvasElement, '0:30');
    await userEvent.click(canvas.getByRole('button', { name: '10 წამით წინ' }));
    await userEvent.click(canvas.getByRole('button', { name: '10 წამით წინ' }));
    await userEvent.click(canvas.getByRole('button', { name: '10 წამით უკან' }));
    await waitFor(() => expect(canvas.getByRole('slider', { name: 'დროის ზოლი' })).toHaveValue('40'));
  },
};

export const KeyboardShortcuts: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    await waitUntilReady(canvasElement, '9:05');
    const region = canvas.getByRole('region');
    region.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('slider', { name: 'დროის ზოლი' })).toHaveValue('20'));
    await userEvent.keyboard('m');
    await expect(canvas.getByRole('button', { name: 'ხმის გათიშვა' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Hours appear as h:mm:ss. */
export const LongEpisode: Story = {
  args: {
    title: demoEpisodes[1]?.title,
    channel: demoEpisodes[1]?.created_by.channel,
    cover: demoEpisodes[1]?.image.url,
  },
  render: (args) => <Player {...args} src={toneWavUrl(3725, 3000)} startAt={1810} />,
  play: async ({ canvasElement }) => {
    await waitUntilReady(canvasElement, '1:02:05');
    await expect(canvasElement).toHaveTextContent('30:10');
  },
};

export const Video: Story = {
  args: {
    kind: 'video',
    src: toneWavUrl(812),
    title: video?.title,
    channel: video?.created_by.channel,
    eyebrow: video?.category.title,
    cover: video?.image.url,
  },
  play: async ({ canvasElement }) => {
    await waitUntilReady(canvasElement, '13:32');
    await expect(canvasElement.querySelector('video')).not.toBeNull();
  },
};

/** The video's own poster frame, 16:9, fills the frame before it plays. */
export const VideoWithPoster: Story = {
  args: { ...Video.args, poster: videoFrameImage(3) },
  play: async ({ canvasElement }) => {
    await waitUntilReady(canvasElement, '13:32');
    await expect(canvasElement.querySelector('video')).toHaveAttribute('poster', videoFrameImage(3));
  },
};

/** A video without a cover of its own: a dark frame with a video mark. */
export const VideoWithoutCover: Story = {
  args: { ...Video.args, cover: undefined },
  play: async ({ canvasElement }) => waitUntilReady(canvasElement, '13:32'),
};

export const VideoWithoutTitle: Story = {
  args: {
    kind: 'video',
    src: toneWavUrl(812),
    title: undefined,
    channel: undefined,
    eyebrow: undefined,
    cover: video?.image.url,
  },
  play: async ({ canvasElement }) => {
    await waitUntilReady(canvasElement, '13:32');
  },
};

/** The file URL is not known yet. */
export const Loading: Story = {
  args: { src: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('იტვირთება...');
    await expect(canvas.getByRole('button', { name: 'დაკვრა' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  args: { src: 'data:audio/wav;base64,AAAA' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('ფაილის ჩატვირთვა ვერ მოხერხდა'), {
      timeout: 10_000,
    });
    await expect(canvas.getByRole('button', { name: 'თავიდან ცდა' })).toBeVisible();
  },
};

export const WithoutCover: Story = {
  args: { cover: undefined },
  play: async ({ canvasElement }) => waitUntilReady(canvasElement, '9:05'),
};

export const LongGeorgianTitle: Story = {
  args: {
    title:
      'ქართული ხელნაწერების საიდუმლოებები: როგორ გადაურჩა შუა საუკუნეების წიგნები ომებს, ხანძრებს და დავიწყებას — საუბარი მკვლევრებთან',
    channel: 'საქართველოს ეროვნული ხელნაწერთა ცენტრის პოდკასტი ისტორიის მოყვარულთათვის',
  },
  play: async ({ canvasElement }) => waitUntilReady(canvasElement, '9:05'),
};

/** As the episode page lays it out at 1280 px: a 600 px card beside the episode's title. The controls row beside
 * the cover has no room for the volume slider, so it keeps the mute button and nothing overflows the card. */
export const BesideTheText: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 600 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, canvas }) => {
    await waitUntilReady(canvasElement, '9:05');
    await expect(canvas.getByRole('button', { name: 'ხმის გათიშვა' })).toBeVisible();
    await expect(canvas.queryByRole('slider', { name: 'ხმის სიმაღლე' })).toBeNull();
    expectControlsInsideCard(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => waitUntilReady(canvasElement, '9:05'),
};

export const MobileVideo: Story = {
  args: { ...Video.args },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => waitUntilReady(canvasElement, '13:32'),
};

const nowPlaying = frozenPlayback({ playing: true, currentTime: 125, duration: 545 });

/** Something is playing: the equaliser moves beside the category (still in screenshots and under reduced motion). */
export const NowPlaying: Story = {
  args: { playback: nowPlaying },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-equaliser]')).toHaveAttribute('data-equaliser', 'playing');
    await expect(canvas.getByRole('button', { name: 'პაუზა' })).toBeEnabled();
  },
};

/** Paused part-way: the same mark, still. */
export const Paused: Story = {
  args: { playback: frozenPlayback({ playing: false, currentTime: 125, duration: 545 }) },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-equaliser]')).toHaveAttribute('data-equaliser', 'still');
    await expect(canvas.getByRole('button', { name: 'დაკვრა' })).toBeEnabled();
  },
};

/** As the episode page shows it: no title of its own, so the mark leads the elapsed time. */
export const VideoNowPlaying: Story = {
  args: {
    kind: 'video',
    title: undefined,
    channel: undefined,
    eyebrow: undefined,
    cover: video?.image.url,
    playback: frozenPlayback({ playing: true, currentTime: 200, duration: 812 }),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-equaliser]')).toHaveAttribute('data-equaliser', 'playing');
  },
};

export const MobileNowPlaying: Story = {
  args: { ...VideoNowPlaying.args },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: VideoNowPlaying.play,
};
