import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ActivityChart } from './ActivityChart';
import { activityRanges } from './activityData';
import { demoByDate, demoByWeekday } from './activityDemo';

const meta = {
  title: 'Media/ActivityChart',
  component: ActivityChart,
  args: {
    byWeekday: demoByWeekday,
    byDate: demoByDate,
    today: '2024-06-15',
    onRangeChange: fn(),
  },
  argTypes: {
    range: { control: 'inline-radio', options: activityRanges },
    defaultRange: { control: 'inline-radio', options: activityRanges },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActivityChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoWeeks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'კვირა' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('table')).toHaveTextContent('შაბათი');
    await expect(canvas.getByText('სულ: 26 საათი')).toBeVisible();
  },
};

/** Today's three 8-hour slots. */
export const Days: Story = {
  args: { defaultRange: 'days' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveTextContent('08:00–16:00');
  },
};

/** 29 days, today minus 28 through today. */
export const Months: Story = {
  args: { defaultRange: 'months' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(30);
  },
};

export const SwitchRange: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'თვე' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith('months');
    await expect(canvas.getByRole('table')).toHaveTextContent('15/06/2024');
  },
};

export const Empty: Story = {
  args: { byWeekday: {}, byDate: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ამ პერიოდში მოსმენები ჯერ არ არის')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileMonths: Story = {
  args: { defaultRange: 'months' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
