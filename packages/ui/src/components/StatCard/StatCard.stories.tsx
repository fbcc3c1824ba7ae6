import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatListeningTime } from '../../utils/format';
import { StatCard } from './StatCard';
import { statCardTones } from './StatCard.css';

const meta = {
  title: 'Content/StatCard',
  component: StatCard,
  // A listening total reads as words ('12 სთ 45 წთ'), never as a clock time.
  args: { icon: 'clock', value: formatListeningTime(45_910), label: 'სულ მოსმენილი დრო' },
  argTypes: { tone: { control: 'inline-radio', options: statCardTones } },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TotalListening: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('სულ მოსმენილი დრო');
    await expect(canvas.getByRole('definition')).toHaveTextContent('12 სთ 45 წთ');
  },
};

export const Overview: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 16 }}>
      <StatCard icon="clock" value={formatListeningTime(45_910)} label="სულ მოსმენილი დრო" hint="ბოლო 30 დღე" />
      <StatCard icon="mic" tone="success" value="48" label="ეპიზოდი" />
      <StatCard icon="user" tone="warning" value="1.3K" label="გამომწერი" />
      <StatCard icon="star" tone="neutral" value="4.6" label="საშუალო შეფასება" />
    </div>
  ),
  parameters: { visual: { widths: [375, 1280] } },
};

export const LongLabel: Story = {
  args: {
    icon: 'headphones',
    value: '327',
    label: 'ეპიზოდი, რომელსაც ბოლომდე მოუსმინე ამ თვეში',
    hint: 'გასულ თვეზე მეტი',
  },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
};
