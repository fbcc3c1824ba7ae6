import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/NotFound',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/no/such/page' },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'გვერდი ვერ მოიძებნა' })).toBeVisible();
  },
};
/** An address of the server menu with no screen of its own: its title and the newest episodes. */
export const MenuPage: Story = {
  args: { path: '/podcasters' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'პოდკასტერები' })).toBeVisible();
  },
};
