import type { Meta, StoryObj } from '@storybook/react-vite';

import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/Profile/Messages',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/messages/1-episode', user: 'listener' },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
export const Missing: Story = { args: { path: '/messages/999-gone' } };
