import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { coverImage, demoEpisodes } from '../../stories/fixtures';
import { Image } from './Image';
import { imageFits, imageRadii } from './Image.css';

const meta = {
  title: 'Primitives/Image',
  component: Image,
  args: { src: coverImage(0), alt: 'ძველი თბილისის ქუჩები — ყდა', aspectRatio: 1, radius: 'lg' },
  argTypes: {
    radius: { control: 'inline-radio', options: imageRadii },
    fit: { control: 'inline-radio', options: imageFits },
  },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cover: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'ძველი თბილისის ქუჩები — ყდა' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image.getAttribute('src')).toMatch(/^data:image\/svg/);
  },
};

export const Wide: Story = {
  args: { src: coverImage(3, 'მ'), aspectRatio: '16 / 9', alt: 'მეცნიერების საათი' },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
};

export const Radii: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, width: 640 }}>
      {imageRadii.map((radius, index) => (
        <div key={radius} style={{ width: 96 }}>
          <Image {...args} src={coverImage(index)} radius={radius} alt={`კუთხე ${radius}`} />
        </div>
      ))}
    </div>
  ),
};

/** No image at all: the neutral placeholder keeps the layout. */
export const Placeholder: Story = {
  args: { src: null, alt: 'ეპიზოდის სურათი' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'ეპიზოდის სურათი' }).tagName).toBe('SPAN');
  },
};

/** Spec §7: a stored path tries /media/_thumb/…, then /media/…, then shows the placeholder. */
export const BrokenMediaPath: Story = {
  args: { src: 'covers/missing-episode.jpg', alt: 'დაკარგული სურათი' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="fallback"]')).not.toBeNull(), {
      timeout: 5000,
    });
  },
};

export const Grid: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12 }}>
      {demoEpisodes.slice(0, 4).map((episode) => (
        <Image key={episode.id} src={episode.image.url} alt={episode.title} aspectRatio={1} radius="md" />
      ))}
    </div>
  ),
  decorators: [(Story) => <div style={{ width: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
