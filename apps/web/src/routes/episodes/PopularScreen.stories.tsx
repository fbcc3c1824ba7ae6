import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing } from '../../stories/msw';
import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/Episodes/Popular',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/popular-posts/' },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Most listened first; no sort menu. */
export const Main: Story = {};
export const Filtered: Story = { args: { path: '/popular-posts/?category=2&duration=2' } };
export const Empty: Story = {
  args: { path: '/popular-posts/?category=2&duration=1' },
};
export const Failed: Story = {
  parameters: { msw: [failing('/api/podcasts/')] },
};
