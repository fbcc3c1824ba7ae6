import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing } from '../../stories/msw';
import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/Episode',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/podcast/2-epizodi-2/' },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An audio episode, signed out: loaded into the player, paused. */
export const Audio: Story = {};
export const Video: Story = { args: { path: '/podcast/1-epizodi-1/' } };
export const SignedIn: Story = { args: { user: 'listener' } };
export const Failed: Story = {
  parameters: { msw: [failing('/api/podcast/:id/')] },
};
