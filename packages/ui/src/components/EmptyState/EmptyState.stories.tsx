import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';
import { emptyStateSizes } from './EmptyState.css';

const meta = {
  title: 'Content/EmptyState',
  component: EmptyState,
  args: {
    icon: 'bookmark',
    title: 'შენახული ეპიზოდები ჯერ არ გაქვს',
    text: 'შეინახე ეპიზოდები, რომ მოგვიანებით მარტივად იპოვო და მოუსმინო.',
    action: (
      <Button asChild>
        <a href="#/podcastpage/">პოდკასტების ნახვა</a>
      </Button>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: emptyStateSizes } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'შენახული ეპიზოდები ჯერ არ გაქვს' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'პოდკასტების ნახვა' })).toHaveAttribute('href', '#/podcastpage/');
  },
};

export const Subscriptions: Story = {
  args: {
    icon: 'headphones',
    title: 'გამოწერილი არხები არ არის',
    text: 'გამოიწერე პოდკასტერები და მათი ახალი ეპიზოდები აქ გამოჩნდება.',
    action: (
      <Button asChild variant="secondary">
        <a href="#/podcasterpage/">პოდკასტერები</a>
      </Button>
    ),
  },
};

export const HistoryBordered: Story = {
  args: {
    icon: 'history',
    size: 'md',
    bordered: true,
    headingLevel: 3,
    title: 'ისტორია ცარიელია',
    text: 'აქ გამოჩნდება ეპიზოდები, რომლებსაც მოუსმენ.',
    action: undefined,
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
