import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoCategories } from '../../stories/fixtures';
import { CategoryTile } from './CategoryTile';

const [history] = demoCategories;

const meta = {
  title: 'Content/CategoryTile',
  component: CategoryTile,
  args: {
    title: history?.title ?? '',
    image: history?.image.url,
    color: history?.color,
    href: `#/category/${history?.id}-${history?.alias}/`,
  },
} satisfies Meta<typeof CategoryTile>;

export default meta;

const narrow: Decorator[] = [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>];
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: narrow,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: args.title })).toHaveAttribute('href', args.href);
  },
};

export const CategoriesPage: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 16 }}>
      {demoCategories.map((category) => (
        <CategoryTile
          key={category.id}
          title={category.title}
          image={category.image.url}
          color={category.color}
          href={`#/category/${category.id}-${category.alias}/`}
        />
      ))}
    </div>
  ),
  parameters: { visual: { widths: [375, 1280] } },
};

export const NoImage: Story = {
  decorators: narrow,
  args: { image: undefined, color: demoCategories[3]?.color },
};

export const LongGeorgianTitle: Story = {
  decorators: narrow,
  args: { title: 'ტექნოლოგიები, ინოვაციები და ხელოვნური ინტელექტი' },
};
