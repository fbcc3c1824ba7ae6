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
  // The stage cancels the canvas's 16 px padding: the bar is exactly as wide as the phone, as in the app.
  decorators: [
    (Story) => (
      <div style={{ marginInline: -16 }}>
        <OverlayStage height={200}>{Story()}</OverlayStage>
      </div>
    ),
  ],
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

/**
 * The bar at the full width of a 375 px phone: 13 px labels with room between them; the raised + keeps its name for
 * screen readers only.
 */
export const Phone375: Story = {
  args: { active: 'search' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'დამატება' })).toBeVisible();
    for (const name of ['მთავარი', 'ძიება', 'შენახული', 'პროფილი']) {
      const label = canvas.getByText(name);
      // One line, nothing cut: the label is as wide as its text.
      await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
      await expect(label.getBoundingClientRect().height).toBeLessThan(20);
    }
  },
};

/** A 320 px phone: labels that do not fit end in an ellipsis on one line, never wrap. */
export const Phone320: Story = {
  parameters: { visual: { widths: [320] } },
};
