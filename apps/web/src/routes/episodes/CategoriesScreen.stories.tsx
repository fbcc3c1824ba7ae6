import { paths } from '@podcast/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { failing } from '../../stories/msw';
import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/Categories',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/CategoryPage/' },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'ისტორია' })).toHaveAttribute('href', '/category/1-istoria/');
  },
};
export const Failed: Story = { parameters: { msw: [failing(paths.categories)] } };
