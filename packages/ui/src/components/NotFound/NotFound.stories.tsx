import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Content/NotFound',
  component: NotFound,
  args: { homeHref: '#/' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'გვერდი ვერ მოიძებნა' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'მთავარ გვერდზე დაბრუნება' })).toHaveAttribute('href', '#/');
  },
};

export const EmptySearch: Story = {
  args: {
    hideCode: true,
    headingLevel: 2,
    text: 'ძიებამ „ვეფხისტყაოსანი 2“ შედეგი ვერ იპოვა. სცადე სხვა სიტყვა ან ფილტრი.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
