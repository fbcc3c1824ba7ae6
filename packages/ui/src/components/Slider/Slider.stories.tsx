import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { demoCategories, demoEpisodes } from '../../stories/fixtures';
import { vars } from '../../theme/contract.css';
import { Heading } from '../Text/Text';
import { Slider } from './Slider';

function DemoCard({ index }: { index: number }) {
  const episode = demoEpisodes[index % demoEpisodes.length];
  if (!episode) return null;
  return (
    <a
      href={`#podcast/${episode.id}-${episode.alias}`}
      style={{ display: 'grid', gap: 8, color: vars.color.text, textDecoration: 'none', borderRadius: 12 }}
    >
      <img
        src={episode.image.url}
        alt=""
        style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 12 }}
      />
      <span
        style={{
          fontSize: 14,
          fontWeight: 600,
          lineHeight: 1.35,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {episode.title}
      </span>
      <span style={{ fontSize: 12, color: vars.color.textMuted }}>{episode.created_by.channel}</span>
    </a>
  );
}

const episodeSlides = demoEpisodes.map((episode, index) => <DemoCard key={episode.id} index={index} />);

const meta = {
  title: 'Media/Slider',
  component: Slider,
  args: {
    label: 'ბოლოს მოსმენილი',
    heading: <Heading level={3}>ბოლოს მოსმენილი</Heading>,
    children: episodeSlides,
  },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Episodes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'ბოლოს მოსმენილი' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'წინა' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'შემდეგი' })).toBeEnabled();
    await expect(canvas.getAllByRole('group')).toHaveLength(8);
  },
};

export const AfterNext: Story = {
  play: async ({ canvas, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'შემდეგი' });
    await userEvent.click(next);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'წინა' })).toBeEnabled());
    for (let step = 0; step < 8 && !(next as HTMLButtonElement).disabled; step += 1) {
      await userEvent.click(next);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await waitFor(() => expect(next).toBeDisabled());
    next.blur();
  },
};

/** Two slides on mobile (spec §9), and the edge of the third. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The home page's nav bar: four items per view. */
export const NavBar: Story = {
  args: {
    label: 'კატეგორიები',
    heading: undefined,
    perView: { mobile: 2, tablet: 4, desktop: 4 },
    spacing: 12,
    children: demoCategories.map((category) => (
      <a
        key={category.id}
        href={`#category/${category.id}-${category.alias}`}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          padding: '10px 14px',
          borderRadius: 999,
          background: vars.color.surfaceRaised,
          border: `1px solid ${vars.color.border}`,
          color: vars.color.text,
          textDecoration: 'none',
          fontSize: 14,
          fontWeight: 600,
          whiteSpace: 'nowrap',
        }}
      >
        <img src={category.image.url} alt="" style={{ width: 28, height: 28, borderRadius: 999 }} />
        {category.title}
      </a>
    )),
  },
  parameters: { visual: { widths: [375, 1280] } },
};

/** Everything fits: no buttons. */
export const FewSlides: Story = {
  args: { children: episodeSlides.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'შემდეგი' })).toBeNull();
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvas, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'შემდეგი' });
    next.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'წინა' })).toBeEnabled());
  },
};
