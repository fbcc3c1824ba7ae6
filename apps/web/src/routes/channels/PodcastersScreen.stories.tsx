import { paths } from '@podcast/contract';
import { mockDb } from '@podcast/hooks/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { failing, pending } from '../../stories/msw';
import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/Podcasters',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/podcasterpage/' },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mock catalogue has three podcasters: all of them fit in the top row of four, in the server's order. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const top = await canvas.findByRole('list', { name: 'რჩეული პოდკასტერები' });
    const names = [...top.querySelectorAll(':scope > li h2, :scope > li h3')].map((heading) => heading.textContent);
    await expect(names).toEqual(mockDb.podcasters.map((podcaster) => podcaster.channel));
  },
};
export const Loading: Story = {
  parameters: { msw: [pending(paths.podcasters)], screen: { loading: true } },
};
export const Failed: Story = { parameters: { msw: [failing(paths.podcasters)] } };
