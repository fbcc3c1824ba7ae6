import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing } from '../../stories/msw';
import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/Episodes/All episodes',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/podcastpage/' },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Main: Story = {};
/** Culture and sport, over 15 minutes, oldest first: the choices come from the address. */
export const Filtered: Story = { args: { path: '/podcastpage/?category=3,4&duration=3&sort=asc' } };
/** No episode matches: the way out clears the filters. */
export const Empty: Story = {
  args: { path: '/podcastpage/?category=1&duration=3' },
};
export const Failed: Story = {
  parameters: { msw: [failing('/api/podcasts/')] },
};
