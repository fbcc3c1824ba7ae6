import { paths } from '@podcast/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { failing } from '../../stories/msw';
import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/StaticPage',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/terms/' },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'წესები და პირობები' })).toBeVisible();
  },
};
/** The podcaster offer: its start button goes to /login for a visitor. */
export const PodcasterOffer: Story = {
  args: { path: '/podcaster_offer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'დაწყება' })).toHaveAttribute('href', '/login');
  },
};
export const Failed: Story = { parameters: { msw: [failing(paths.staticPages)] } };
