import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { BlockHeader } from './BlockHeader';

const meta = {
  title: 'Content/BlockHeader',
  component: BlockHeader,
  args: { title: 'რეკომენდებული', href: '#/podcastpage/' },
} satisfies Meta<typeof BlockHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsLink: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'რეკომენდებული' });
    await expect(heading.querySelector('a')).toHaveAttribute('href', '#/podcastpage/');
  },
};

export const AsButton: Story = {
  args: { href: undefined, onClick: fn(), title: 'პოპულარული' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'პოპულარული' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const WithSeeAllAndArrows: Story = {
  args: {
    title: 'ბოლოს მოსმენილი',
    showSeeAll: true,
    trailing: (
      <>
        <IconButton icon="chevronLeft" label="წინა" variant="solid" size="sm" />
        <IconButton icon="chevronRight" label="შემდეგი" variant="solid" size="sm" />
      </>
    ),
  },
};

export const PlainTitle: Story = { args: { href: undefined, title: 'ავტორები' } };

export const LongGeorgianTitle: Story = {
  args: { title: 'ისტორია, კულტურა და ყველაფერი, რაც საქართველოს წარსულზე უნდა იცოდე', showSeeAll: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
