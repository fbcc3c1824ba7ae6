import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing } from '../../stories/msw';
import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/MyEpisodes',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/my-episodes', user: 'podcaster' },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Podcaster: Story = {};
/** A listener without a channel is invited to register one. */
export const NoChannel: Story = { args: { user: 'listener' } };
export const Failed: Story = {
  parameters: { msw: [failing('/api/added_podcasts/')] },
};
