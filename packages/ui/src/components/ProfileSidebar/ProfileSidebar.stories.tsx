import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { avatarImage } from '../../stories/fixtures';
import { inertRenderLink } from '../private/inertLink';
import { ProfileSidebar, profileSidebarEntries } from './ProfileSidebar';

const meta = {
  title: 'Navigation/ProfileSidebar',
  component: ProfileSidebar,
  args: {
    selected: 'statics',
    onSelect: fn(),
    renderLink: inertRenderLink,
    user: { name: 'ნინო ბერიძე', detail: 'nino@podcasts.ge', image: avatarImage(0) },
  },
  argTypes: { selected: { control: 'select', options: profileSidebarEntries } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'მიმოხილვა',
      'შეტყობინებები',
      'გამოწერილი არხები',
      'პოდკასტის დამატება',
      'ჩემი არხი',
      'პარამეტრები',
    ]);
    await expect(canvas.getByRole('link', { name: 'მიმოხილვა' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'პარამეტრები' }));
    await expect(args.onSelect).toHaveBeenCalledWith('settings');
    await userEvent.click(canvas.getByRole('button', { name: 'გასვლა' }));
    await expect(args.onSelect).toHaveBeenCalledWith('logout');
    // No focus ring left from the clicks in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SettingsSelected: Story = { args: { selected: 'settings' } };

export const WithNotificationCount: Story = { args: { selected: 'notifications', counts: { notifications: 12 } } };

export const WithoutAvatar: Story = {
  args: { user: { name: 'ალექსანდრე ჩიქოვანი-მაჭავარიანი', detail: 'ისტორიის კვალზე' } },
};

export const NoUser: Story = { args: { user: undefined } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
