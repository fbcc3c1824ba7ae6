import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { TitleBar } from './TitleBar';

const meta = {
  title: 'Navigation/TitleBar',
  component: TitleBar,
  args: { title: 'პარამეტრები', onBack: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof TitleBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBackButton: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'პარამეტრები' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'უკან' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    // No focus ring left from the clicks in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithBackLink: Story = {
  args: { title: 'შეტყობინებები', backHref: '/profile', onBack: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'უკან' })).toHaveAttribute('href', '/profile');
  },
};

export const WithActions: Story = {
  args: {
    title: 'ჩემი არხი',
    actions: <IconButton icon="edit" label="არხის რედაქტირება" />,
  },
};

export const LongGeorgianTitle: Story = {
  args: { title: 'გამოწერილი არხები და რეკომენდებული პოდკასტერები ერთ სიაში' },
};

export const WithoutBack: Story = { args: { title: 'მიმოხილვა', onBack: undefined } };
