import type { Meta, StoryObj } from '@storybook/react-vite';

import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/Profile/Sidebar',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/profile', user: 'listener' },
  // On a phone /profile is the sidebar alone; wider it opens the remembered screen (the other stories).
  parameters: { layout: 'fullscreen', visual: { widths: [375] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
/** A phone with a remembered entry: the sidebar alone, that entry selected. */
export const Remembered: Story = {
  args: { storage: { activeTool: 'subscriptions' } },
};
