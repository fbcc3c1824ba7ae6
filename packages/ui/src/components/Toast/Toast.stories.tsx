import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { OverlayStage } from '../Modal/OverlayStage';
import { Toast, ToastProvider, useToast } from './Toast';
import { toastVariants } from './Toast.css';

const meta = {
  title: 'Overlays/Toast',
  component: Toast,
  // Stories keep the toast open so the screenshot can see it; the app uses the 2.5 s default.
  args: { title: 'ბმული დაკოპირდა', variant: 'success', defaultOpen: true, duration: Number.POSITIVE_INFINITY },
  argTypes: { variant: { control: 'inline-radio', options: toastVariants } },
  decorators: [
    (Story) => (
      <OverlayStage height={360}>
        <ToastProvider>{Story()}</ToastProvider>
      </OverlayStage>
    ),
  ],
} satisfies Meta<typeof Toast>;

export default meta;

/**
 * Radix announces an opened toast through a short-lived node portaled to <body> and removes it after
 * one second; waiting for that keeps the story self-contained (nothing of it is left outside the story).
 */
const announcementDone = () => new Promise<void>((resolve) => setTimeout(resolve, 1100));
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async () => {
    await expect(await screen.findByText('ბმული დაკოპირდა')).toBeVisible();
    await announcementDone();
  },
};

export const Variants: Story = {
  render: (args) => (
    <>
      <Toast {...args} variant="info" title="ახალი ეპიზოდი" description="„ისტორიის კვალზე“ — ახალი ეპიზოდი გამოვიდა" />
      <Toast {...args} variant="success" title="ინფორმაცია წარმატებით შეიცვალა" />
      <Toast
        {...args}
        variant="error"
        title="შენახვა ვერ მოხერხდა"
        description="შეამოწმე ინტერნეტი და სცადე თავიდან."
      />
    </>
  ),
  play: announcementDone,
};

export const LoginRedirect: Story = {
  args: {
    variant: 'info',
    title: 'ამ მოქმედებისთვის საჭიროა ავტორიზაცია',
    description: 'დარეგისტრირდი ან შედი ანგარიშზე, რომ ეპიზოდები შეინახო.',
    action: { label: 'რეგისტრაცია', onClick: fn() },
  },
  play: announcementDone,
};

export const Mobile: Story = {
  args: { variant: 'error', title: 'ბმულის კოპირება ვერ მოხერხდა', description: 'სცადე ხელით დაკოპირება.' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: announcementDone,
};

function ToastDemo() {
  const { toast } = useToast();
  return (
    <Button icon="link" onClick={() => toast({ title: 'ბმული დაკოპირდა', variant: 'success' })}>
      ბმულის კოპირება
    </Button>
  );
}

export const FromHook: Story = {
  render: () => <ToastDemo />,
  parameters: { visual: { disable: 'the toast leaves after 2.5 s; Success covers the look' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ბმულის კოპირება' }));
    await expect(await screen.findByText('ბმული დაკოპირდა')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'შეტყობინების დახურვა' }));
    await waitFor(() => expect(screen.queryByText('ბმული დაკოპირდა')).toBeNull());
  },
};
