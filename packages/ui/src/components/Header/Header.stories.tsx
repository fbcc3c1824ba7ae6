import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { avatarImage } from '../../stories/fixtures';
import type { NavigationMenuItem } from '../BurgerMenu/BurgerMenu';
import { OverlayStage } from '../Modal/OverlayStage';
import { SearchBox } from '../SearchBox/SearchBox';
import { Header } from './Header';

const menuItems: NavigationMenuItem[] = [
  { id: 1, title: 'პოდკასტები', href: '/podcastpage/' },
  { id: 2, title: 'პოპულარული', href: '/popular-posts/' },
  { id: 3, title: 'პოდკასტერები', href: '/podcasterpage/' },
  { id: 4, title: 'კატეგორიები', href: '/CategoryPage/' },
];

const meta = {
  title: 'Navigation/Header',
  component: Header,
  args: {
    menuItems,
    activeItemId: 1,
    user: { firstName: 'ნინო', image: avatarImage(0) },
    userHref: '/profile',
    theme: 'dark',
    onThemeToggle: fn(),
    search: <SearchBox />,
  },
  parameters: { visual: { widths: [375, 1280] } },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'პოდკასტები, მთავარი გვერდი' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: /ნინო/ })).toHaveAttribute('href', '/profile');
    // The desktop menu is hidden on phones; its link is still in the DOM.
    await expect(canvas.getByRole('link', { name: 'პოდკასტები', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // On phones the theme toggle lives in the burger menu (MobileMenuOpen).
    const toggle = canvas.queryByRole('button', { name: 'ნათელი თემა' });
    if (toggle) {
      await userEvent.click(toggle);
      await expect(args.onThemeToggle).toHaveBeenCalledWith('light');
    }
    // No focus ring left from the clicks in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SignedOut: Story = {
  args: { user: null, userHref: '/login' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'შესვლა' })).toHaveAttribute('href', '/login');
  },
};

export const WithoutAvatar: Story = { args: { user: { firstName: 'ალექსანდრე' } } };

const serverMenu = (count: number): NavigationMenuItem[] =>
  [
    ...menuItems,
    { id: 5, title: 'შენახული', href: '/saved/' },
    { id: 6, title: 'გახდი პოდკასტერი', href: '/podcaster_offer' },
    { id: 7, title: 'ისტორიული და დოკუმენტური პოდკასტები', href: '/category/history' },
    { id: 8, title: 'ახალგაზრდული გადაცემები', href: '/category/youth' },
    { id: 9, title: 'ჩვენ შესახებ', href: '/about' },
  ].slice(0, count);

/** Three server items fit beside the full-width search box. */
export const ThreeMenuItems: Story = {
  args: { menuItems: serverMenu(3) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'მეტი' })).toBeNull();
  },
};

/** Six items: the search box narrows first, then the items that still do not fit go into "more". */
export const ManyMenuItems: Story = {
  args: { menuItems: serverMenu(6) },
};

/** Nine items with long Georgian names; the active one is inside "more", which is marked active. */
export const NineLongMenuItems: Story = {
  args: { menuItems: serverMenu(9), activeItemId: 8 },
  decorators: [(Story) => <OverlayStage height={420}>{Story()}</OverlayStage>],
  parameters: { visual: { widths: [1280] } },
  play: async ({ canvas, userEvent }) => {
    const more = await canvas.findByRole('button', { name: 'მეტი' });
    // Every item stays reachable: what is not in the bar is in the menu.
    const inBar = canvas.getAllByRole('listitem').length - 1;
    await userEvent.click(more);
    const links = await screen.findAllByRole('menuitem');
    await expect(inBar + links.length).toBe(9);
    await expect(screen.getByRole('menuitem', { name: 'ახალგაზრდული გადაცემები' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MobileMenuOpen: Story = {
  args: { burgerMenu: { defaultOpen: true } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { visual: { widths: [375] } },
  decorators: [(Story) => <OverlayStage height={640}>{Story()}</OverlayStage>],
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'მენიუ' })).toBeVisible();
  },
};
