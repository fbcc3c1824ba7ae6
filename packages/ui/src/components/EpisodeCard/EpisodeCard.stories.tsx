import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoEpisodes } from '../../stories/fixtures';
import { EpisodeCard, type EpisodeCardProps, EpisodeCardSkeleton } from './EpisodeCard';
import { episodeCardLayouts } from './EpisodeCard.css';

const [first, second, third] = demoEpisodes;

const fromEpisode = (episode = first): EpisodeCardProps => ({
  title: episode?.title ?? '',
  image: episode?.image.url,
  channelName: episode?.created_by.channel,
  category: episode?.category.title,
  durationSeconds: episode?.video_length_seconds,
  published: episode?.published,
  isVideo: episode?.extention_type === 'mp4',
  href: `#/podcast/${episode?.id}-${episode?.alias}/`,
});

const meta = {
  title: 'Content/EpisodeCard',
  component: EpisodeCard,
  args: { ...fromEpisode(first), onPlay: fn() },
  argTypes: { layout: { control: 'inline-radio', options: episodeCardLayouts } },
} satisfies Meta<typeof EpisodeCard>;

export default meta;

const narrow: Decorator[] = [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>];
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  decorators: narrow,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: args.title })).toHaveAttribute('href', args.href);
    await expect(canvas.getByText('9:05')).toBeVisible();
    await expect(canvas.getByText('10/01/2024')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `მოსმენა: ${args.title}` }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
};

export const LongVideoEpisode: Story = {
  decorators: narrow,
  args: { ...fromEpisode(second), isVideo: true, onPlay: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1:02:05')).toBeVisible();
  },
};

export const Grid: Story = {
  render: (args) => (
    // Two columns on a phone, like the app's EpisodeGrid: 4–6 episodes per screen instead of 2.
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))', gap: 24 }}>
      {demoEpisodes.slice(0, 5).map((episode) => (
        <EpisodeCard key={episode.id} {...fromEpisode(episode)} onPlay={args.onPlay} />
      ))}
    </div>
  ),
  parameters: { visual: { widths: [375, 1280] } },
};

/** The episode in the player, in a grid and in a list: playing (pause button), paused, loading; played marks. */
export const NowPlaying: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))', gap: 24 }}>
        <EpisodeCard {...fromEpisode(first)} playState="playing" onPlay={args.onPlay} onPause={args.onPause} />
        <EpisodeCard {...fromEpisode(second)} playState="paused" progress={40} onPlay={args.onPlay} />
        <EpisodeCard {...fromEpisode(third)} played onPlay={args.onPlay} />
      </div>
      <div style={{ display: 'grid', gap: 12 }}>
        <EpisodeCard {...fromEpisode(first)} layout="horizontal" playState="playing" onPlay={args.onPlay} />
        <EpisodeCard {...fromEpisode(second)} layout="horizontal" playState="loading" onPlay={args.onPlay} />
        <EpisodeCard {...fromEpisode(third)} layout="horizontal" played progress={100} onPlay={args.onPlay} />
      </div>
    </div>
  ),
  args: { onPause: fn() },
  parameters: { visual: { widths: [375, 1280] } },
  play: async ({ canvas, args, userEvent }) => {
    const [pause] = canvas.getAllByRole('button', { name: `პაუზა: ${first?.title}` });
    await expect(canvas.getAllByText('ახლა უკრავს')).toHaveLength(2);
    await expect(canvas.getByText('დაპაუზებულია')).toBeVisible();
    await expect(canvas.getAllByText('მოსმენილი')).toHaveLength(2);
    if (pause) await userEvent.click(pause);
    await expect(args.onPause).toHaveBeenCalledTimes(1);
  },
};

export const MyEpisode: Story = {
  decorators: narrow,
  args: { onEdit: fn(), onDelete: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `რედაქტირება: ${args.title}` }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: `წაშლა: ${args.title}` }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Horizontal: Story = {
  args: { layout: 'horizontal' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
};

export const HistoryWithProgress: Story = {
  args: { ...fromEpisode(third), layout: 'horizontal', progress: 64, onPlay: fn(), onDelete: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '64');
  },
};

export const TopListRanked: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {demoEpisodes.slice(0, 5).map((episode, index) => (
        <EpisodeCard
          key={episode.id}
          {...fromEpisode(episode)}
          layout="horizontal"
          rank={index + 1}
          onPlay={args.onPlay}
        />
      ))}
    </div>
  ),
};

export const LongGeorgianText: Story = {
  decorators: narrow,
  args: {
    title:
      'ვეფხისტყაოსნის საიდუმლოებები: რას გვეუბნება რუსთაველი სიყვარულზე, მეგობრობასა და ვაჟკაცობაზე რვა საუკუნის შემდეგ',
    channelName: 'ქართული ლიტერატურის ისტორიის და თანამედროვეობის საუბრები',
    category: 'ლიტერატურა და ხელოვნება',
  },
};

export const WithoutImageOrLink: Story = {
  decorators: narrow,
  args: { image: undefined, href: undefined, published: undefined, onPlay: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const MobileList: Story = {
  args: { ...fromEpisode(second), layout: 'horizontal', progress: 20, onPlay: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Loading: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 24 }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 24 }}>
        {[1, 2, 3, 4, 5].map((key) => (
          <EpisodeCardSkeleton key={key} />
        ))}
      </div>
      <div style={{ maxWidth: 720 }}>
        <EpisodeCardSkeleton layout="horizontal" />
      </div>
    </div>
  ),
  parameters: { visual: { widths: [375, 1280] } },
};
