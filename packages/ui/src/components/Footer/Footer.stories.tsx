import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  args: {
    phone: '+995 32 2 00 00 00',
    mail: 'info@podcasts.ge',
    location: 'თბილისი, რუსთაველის გამზირი 12',
    socialLinks: [
      { network: 'facebook', href: 'https://facebook.com/' },
      { network: 'instagram', href: 'https://instagram.com/' },
      { network: 'youtube', href: 'https://youtube.com/' },
      { network: 'tiktok', href: 'https://tiktok.com/' },
    ],
  },
  parameters: { visual: { widths: [375, 1280] } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'წესები და პირობები' })).toHaveAttribute('href', '/terms/');
    await expect(canvas.getByRole('link', { name: 'კონფიდენციალურობის პოლიტიკა' })).toHaveAttribute('href', '/policy/');
    await expect(canvas.getByRole('link', { name: 'ფეისბუქი' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: '+995 32 2 00 00 00' })).toHaveAttribute('href', 'tel:+995322000000');
    await expect(canvas.getByText(/2024/)).toBeVisible();
  },
};

export const WithoutContacts: Story = {
  args: { phone: undefined, mail: undefined, location: undefined, socialLinks: [] },
};

export const WithExtraLink: Story = {
  args: { extraLinks: [{ href: '/podcaster_offer', label: 'გახდი პოდკასტერი' }] },
};
