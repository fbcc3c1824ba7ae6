import { type Block, type NavItem, paths } from '@podcast/contract';
import { episodes } from '@podcast/hooks/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fireEvent } from 'storybook/test';
import { failing, pending } from '../../stories/msw';
import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const block = (id: number, show_name: string, group: Block['group'], from: number): Block => ({
  id,
  name: `block-${id}`,
  show_name,
  variety: 'podcasts',
  group,
  image: null,
  category: group === 'A' ? { id: 1, alias: 'istoria', title: show_name } : null,
  pages: 1,
  podcasts: episodes.slice(from, from + 8),
  author: [],
});

/** A home page as full as the real one: four blocks (the promo follows the third) and six nav items. */
const blocks = [
  block(1, 'რეკომენდებული', 'B', 0),
  block(2, 'პოპულარული', 'C', 8),
  block(3, 'ისტორია', 'A', 16),
  block(4, 'ახალი ეპიზოდები', 'B', 24),
];
const navItems: NavItem[] = [
  ...blocks.map((b) => ({
    id: b.id,
    name: b.name,
    url: `block/${b.id}`,
    type: 'block',
    title: b.name,
    show_name: true,
    image: null,
    image_2: null,
  })),
  ...['ისტორია', 'მეცნიერება'].map((title, index) => ({
    id: 10 + index,
    name: title,
    url: `category/${index + 1}-c`,
    type: 'category',
    title,
    show_name: true,
    image: null,
    image_2: null,
  })),
];
const fullHome = [
  http.get(paths.blocks, () => HttpResponse.json({ items: blocks })),
  http.get(paths.navBar, () => HttpResponse.json({ items: navItems })),
];

const meta = {
  title: 'Screens/Home',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/' },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] }, msw: fullHome },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/**
 * The shelves past the first two render once the visitor scrolls, touches or presses a key (or when one comes near
 * the viewport): the stories scroll, so their screenshots show the whole page as a visitor who scrolled sees it. That
 * they wait until then is tested where each page starts fresh (Later.test.tsx, tests/e2e/home.spec.ts).
 */
async function scrollThrough(canvas: Canvas) {
  fireEvent.scroll(window);
  await expect(await canvas.findByRole('heading', { name: 'ახალი ეპიზოდები' })).toBeVisible();
}

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'შემოგვიერთდი' })).toBeVisible();
    await scrollThrough(canvas);
    await expect(canvas.getByRole('link', { name: /გახდი პოდკასტერი/ })).toHaveAttribute('href', '/podcaster_offer');
    await expect(canvas.queryByText('ბოლოს მოსმენილი')).toBeNull();
  },
};

export const SignedIn: Story = {
  args: { user: 'listener' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ბოლოს მოსმენილი')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'შემოგვიერთდი' })).toBeNull();
    await scrollThrough(canvas);
  },
};

export const Loading: Story = {
  parameters: { msw: [pending(paths.blocks)], screen: { loading: true } },
};

export const Failed: Story = {
  parameters: { msw: [failing(paths.blocks)] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'თავიდან ცდა' })).toBeVisible();
  },
};
