import { paths } from '@podcast/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing } from '../../stories/msw';
import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';
import { nothingYet } from './storyHandlers';

const meta = {
  title: 'Screens/Profile/History',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/history', user: 'listener' },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
export const Empty: Story = { parameters: { msw: nothingYet } };
export const Failed: Story = { parameters: { msw: [failing(paths.history)] } };
