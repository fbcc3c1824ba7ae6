import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { navigationMessages } from '../../i18n/navigation';
import { demoEpisodes } from '../../stories/fixtures';
import { Button } from '../Button/Button';
import { EpisodeCard } from '../EpisodeCard/EpisodeCard';
import { PageTransition } from './PageTransition';

const labels = navigationMessages.mobileBottomBar;
const pages = [
  { path: '/', title: labels.home, episode: demoEpisodes[0] },
  { path: '/saved/', title: labels.saved, episode: demoEpisodes[1] },
];

/** Two routed "screens"; the buttons change the path, as a link would. */
function Demo() {
  const [index, setIndex] = useState(0);
  const current = pages[index] ?? pages[0];
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <nav style={{ display: 'flex', gap: 8 }} aria-label={labels.label}>
        {pages.map((item, i) => (
          <Button
            key={item.path}
            size="sm"
            variant={i === index ? 'primary' : 'secondary'}
            aria-current={i === index ? 'page' : undefined}
            onClick={() => setIndex(i)}
          >
            {item.title}
          </Button>
        ))}
      </nav>
      <PageTransition transitionKey={current?.path ?? '/'}>
        {current?.episode && (
          <EpisodeCard
            title={current.episode.title}
            image={current.episode.image.url}
            channelName={current.episode.created_by.channel}
            category={current.episode.category.title}
            durationSeconds={current.episode.video_length_seconds}
            headingLevel={2}
          />
        )}
      </PageTransition>
    </div>
  );
}

const meta = {
  title: 'Foundations/PageTransition',
  component: PageTransition,
  render: () => <Demo />,
  args: { transitionKey: '/', children: null },
} satisfies Meta<typeof PageTransition>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Press the other button: the screen fades in and rises 8 px. Still under reduced motion and in tests
 * (`data-motion="off"`), which this story checks.
 */
export const ChangeOfPath: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: labels.saved }));
    await expect(canvas.getByRole('heading', { name: demoEpisodes[1]?.title })).toBeVisible();
    const page = canvasElement.querySelector<HTMLElement>('[data-page-transition]');
    await expect(page?.getAnimations()).toHaveLength(0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
