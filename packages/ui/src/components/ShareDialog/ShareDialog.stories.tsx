import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { OverlayStage } from '../Modal/OverlayStage';
import { ToastProvider } from '../Toast/Toast';
import { ShareDialog } from './ShareDialog';

const url = 'https://podcast.ge/podcast/100-davit-aghmashenebeli/';

const meta = {
  title: 'Overlays/ShareDialog',
  component: ShareDialog,
  args: { url, defaultOpen: true, nativeShare: false, onShare: fn(), onCopied: fn() },
  decorators: [
    (Story) => (
      <OverlayStage height={600}>
        <ToastProvider>{Story()}</ToastProvider>
      </OverlayStage>
    ),
  ],
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'გაზიარება' });
    await expect(dialog).toBeVisible();
    const x = screen.getByRole('link', { name: 'გაზიარება: X' });
    await expect(x.getAttribute('href')).toBe(
      `https://x.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent('Check this out!')}`,
    );
    await expect(x).toHaveAttribute('target', '_blank');
    await expect(screen.getByRole('button', { name: 'კოპირება' })).toHaveFocus();
  },
};

export const CopiesLink: Story = {
  parameters: { visual: { disable: 'clipboard state and a timed toast; Open covers the look' } },
  // The test browser grants no clipboard permission: record what would be written instead.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'კოპირება' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledTimes(1));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(url);
    await expect(screen.getByRole('button', { name: 'ბმული დაკოპირდა' })).toBeVisible();
    await expect(await screen.findAllByText('ბმული დაკოპირდა')).not.toHaveLength(0);
  },
};

export const WithNativeShare: Story = {
  args: { nativeShare: true },
};

export const FromTrigger: Story = {
  args: { defaultOpen: false, trigger: <IconButton icon="share" label="გაზიარება" variant="solid" /> },
  parameters: { visual: { disable: 'a closed trigger; Open covers the dialog' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'გაზიარება' }));
    await expect(await screen.findByRole('dialog', { name: 'გაზიარება' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LongLink: Story = {
  args: {
    url: 'https://podcast.ge/podcast/1024-%E1%83%95%E1%83%94%E1%83%A4%E1%83%AE%E1%83%98%E1%83%A1%E1%83%A2%E1%83%A7%E1%83%90%E1%83%9D%E1%83%A1%E1%83%9C%E1%83%98%E1%83%A1-%E1%83%A1%E1%83%90%E1%83%98%E1%83%93%E1%83%A3%E1%83%9B%E1%83%9A%E1%83%9D%E1%83%94%E1%83%91%E1%83%94%E1%83%91%E1%83%98/',
    title: 'ეპიზოდის გაზიარება მეგობრებთან',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
