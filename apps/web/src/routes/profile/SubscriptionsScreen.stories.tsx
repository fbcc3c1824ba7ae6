import type { Meta, StoryObj } from '@storybook/react-vite';

import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/Profile/Subscriptions',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/subscriptions', user: 'listener' },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
/** The podcaster of the mocks subscribes to nobody. */
export const Empty: Story = { args: { user: 'podcaster' } };
