import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OverlayStage } from '../Modal/OverlayStage';
import { MobileBottomBar } from './MobileBottomBar';

const signedIn = { home: '/', search: '/search', add: '/add-podcast', saved: '/saved/', profile: '/profile' };

const meta = {
  title: 'Navigation/MobileBottomBar',
  component: MobileBottomBar,
  args: { hrefs: signedIn, active: 'home', onItemClick: fn() },
  argTypes: {
    active: { control: 'inline-radio', options: ['home', 'search', 'add', 'saved', 'profile'] },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <OverlayStage height={200}>{Story()}</OverlayStage>],
} satisfies Meta<typeof MobileBottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'მთავარი' })).toHaveAttribute('aria-current', 'page');
    const saved = canvas.getByRole('link', { name: 'შენახული' });
    saved.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(saved);
    await expect(args.onItemClick).toHaveBeenCalledWith('saved', expect.anything());
    // No focus ring left from the clicks in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SavedActive: Story = { args: { active: 'saved' } };

export const ProfileActive: Story = { args: { active: 'profile' } };

export const SignedOut: Story = {
  args: { hrefs: { ...signedIn, add: '/login', saved: '/login', profile: '/login' }, active: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'დამატება' })).toHaveAttribute('href', '/login');
  },
};
