import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/Account/EmailConfirm',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/email-confirm/?token=mock-email-change-1234' },
  parameters: { layout: 'fullscreen', visual: { disable: true } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link mailed to the new address: the page confirms the change and names the new address. */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/new\.address@example\.com/)).toBeVisible();
  },
};

/** A used or expired link: the server's Georgian reason and how to get a new link. */
export const Expired: Story = {
  args: { path: '/email-confirm/?token=used-email-token-1234' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('მეილის დადასტურების ბმული არასწორია ან ვადაგასულია')).toBeVisible();
  },
};
