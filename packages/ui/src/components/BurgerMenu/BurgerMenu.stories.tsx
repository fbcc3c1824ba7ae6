import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { OverlayStage } from '../Modal/OverlayStage';
import { BurgerMenu, type NavigationMenuItem } from './BurgerMenu';

const menuItems: NavigationMenuItem[] = [
  { id: 1, title: 'პოდკასტები', href: '/podcastpage/' },
  { id: 2, title: 'პოპულარული', href: '/popular-posts/' },
  { id: 3, title: 'პოდკასტერები', href: '/podcasterpage/' },
  { id: 4, title: 'კატეგორიები', href: '/CategoryPage/' },
  { id: 5, title: 'შენახული', href: '/saved/' },
];

const meta = {
  title: 'Navigation/BurgerMenu',
  component: BurgerMenu,
  args: { items: menuItems, theme: 'dark', onThemeToggle: fn(), onOpenChange: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <OverlayStage height={600}>{Story()}</OverlayStage>],
} satisfies Meta<typeof BurgerMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'მენიუს გახსნა' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const dialog = await screen.findByRole('dialog', { name: 'მენიუ' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { defaultOpen: true, activeItemId: 2 },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'მენიუ' });
    const links = Array.from(dialog.querySelectorAll('a')).map((link) => link.textContent);
    await expect(links).toEqual(['პოდკასტები', 'პოპულარული', 'პოდკასტერები']);
    await userEvent.click(screen.getByRole('button', { name: 'ნათელი თემა' }));
    await expect(args.onThemeToggle).toHaveBeenCalledWith('light');
    // No focus ring left from the clicks in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OpenLightTheme: Story = {
  args: { defaultOpen: true, theme: 'light' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'მუქი თემა' })).toBeVisible();
  },
};

export const LongGeorgianItems: Story = {
  args: {
    defaultOpen: true,
    items: [
      { id: 1, title: 'რეკომენდებული პოდკასტები და ახალი ეპიზოდები', href: '/podcastpage/' },
      { id: 2, title: 'ყველაზე პოპულარული', href: '/popular-posts/' },
    ],
  },
};
