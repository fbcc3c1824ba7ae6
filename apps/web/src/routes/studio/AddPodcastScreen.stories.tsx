import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing } from '../../stories/msw';
import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/AddPodcast',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/add-podcast', user: 'podcaster' },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the listener has no channel yet. */
export const RegisterChannel: Story = { args: { user: 'listener' } };
/** Step 2: the podcaster adds an episode. */
export const AddEpisode: Story = {};
export const Failed: Story = {
  parameters: { msw: [failing('/api/profile/', 'post')] },
};
