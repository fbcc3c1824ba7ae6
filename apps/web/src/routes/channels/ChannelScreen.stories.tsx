import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing } from '../../stories/msw';
import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/Channel',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/podcaster/11-nino-beridze/' },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
export const SignedIn: Story = { args: { user: 'listener', storage: { 'rating:11': '4' } } };
export const Failed: Story = {
  parameters: { msw: [failing('/api/podcaster/:id')] },
};
