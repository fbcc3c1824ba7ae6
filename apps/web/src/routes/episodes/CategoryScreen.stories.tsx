import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { failing } from '../../stories/msw';
import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/Episodes/Category',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/category/1-istoria/' },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Main: Story = {};
export const Empty: Story = {
  parameters: {
    msw: [http.get('/api/podcasts/', () => HttpResponse.json({ items: [], count: 0 }))],
  },
};
/** An unknown id: the not-found page. */
export const Unknown: Story = { args: { path: '/category/999-nothing/' } };
export const Failed: Story = {
  parameters: { msw: [failing('/api/category/:id')] },
};
