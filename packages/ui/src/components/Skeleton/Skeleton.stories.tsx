import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';
import { skeletonShapes } from './Skeleton.css';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')?.children).toHaveLength(3);
  },
};

export const Rect: Story = { args: { shape: 'rect', aspectRatio: '16 / 9' } };

export const Circle: Story = { args: { shape: 'circle', size: 64 } };

/** How an episode card looks while it loads. */
export const EpisodeCard: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 16 }} aria-busy="true">
      {[0, 1].map((card) => (
        <div key={card} style={{ display: 'grid', gap: 8 }}>
          <Skeleton shape="rect" aspectRatio={1} />
          <Skeleton shape="text" lines={2} />
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Skeleton shape="circle" size={24} />
            <Skeleton shape="text" width="50%" fontSize="0.875rem" />
          </div>
        </div>
      ))}
    </div>
  ),
};

export const ListRow: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }} aria-busy="true">
      {[0, 1, 2].map((row) => (
        <div key={row} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <Skeleton shape="rect" width={56} height={56} />
          <div style={{ flex: 1 }}>
            <Skeleton shape="text" lines={2} />
          </div>
        </div>
      ))}
    </div>
  ),
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
