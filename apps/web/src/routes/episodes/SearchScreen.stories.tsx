import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing } from '../../stories/msw';
import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/Episodes/Search',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: `/search?q=${encodeURIComponent('ქართული')}` },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The count and the term in the filter bar, the results as cards. */
export const Main: Story = {};
export const Filtered: Story = { args: { path: `/search?q=${encodeURIComponent('ეპიზოდი')}&category=2&duration=2` } };
/** Nothing found: 'გვერდი ვერ მოიძებნა' with the home button. */
export const Empty: Story = {
  args: { path: `/search?q=${encodeURIComponent('ზღვა')}` },
};
export const Failed: Story = {
  parameters: { msw: [failing('/api/search/')] },
};
