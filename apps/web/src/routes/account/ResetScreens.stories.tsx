import { paths } from '@podcast/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { requiredLabel } from '../../stories/labels';
import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/Account/Reset and activation',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/resetPass' },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ResetRequest: Story = {};

/** An address nobody registered: 'მითითებული მეილი ვერ მოიძებნა' (spec §8). */
export const ResetUnknownEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('ელ-ფოსტა'), 'nobody@example.ge');
    await userEvent.click(canvas.getByRole('button', { name: 'ბმულის გაგზავნა' }));
    await expect(await screen.findByRole('dialog', { name: 'მითითებული მეილი ვერ მოიძებნა' })).toBeVisible();
  },
};

export const ResetConfirm: Story = { args: { path: '/password-reset/confirm/?token=mock-reset-token-1234' } };

/** The activation link was used already or has expired: says so and offers a new one. */
export const ActivationExpired: Story = {
  args: { path: '/activate/?token=used-activation-token-1234' },
  parameters: {
    msw: [
      http.get(paths.activate, () =>
        HttpResponse.json({ detail: 'გააქტიურების ბმული არასწორია ან ვადაგასულია' }, { status: 400 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'ახალი ბმულის მოთხოვნა' })).toBeVisible();
  },
};

/** A working link: the account is active and sign-in opens with the e-mail filled in. */
export const Activated: Story = {
  args: { path: '/activate/?token=fresh-activation-token-1234&email=nino.new%40example.ge' },
  parameters: {
    msw: [http.get(paths.activate, () => HttpResponse.json({ message: 'ანგარიში გააქტიურებულია' }))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/ანგარიში გააქტიურებულია/)).toHaveAttribute('role', 'status');
    await expect(canvas.getByLabelText(requiredLabel('ელ-ფოსტა'))).toHaveValue('nino.new@example.ge');
  },
};
