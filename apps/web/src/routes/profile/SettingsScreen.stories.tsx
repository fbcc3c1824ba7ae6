import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/Profile/Settings',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/settings', user: 'listener' },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstName = await canvas.findByLabelText('სახელი');
    // The field is there at once; the current name arrives with the profile.
    await waitFor(() => expect(firstName).toHaveAttribute('placeholder', 'ლუკა'));
  },
};

/** Only the first name filled: sent alone, then the success popup (spec §4). */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('სახელი'), 'ნიკა{Enter}');
    await expect(await screen.findByRole('dialog', { name: 'პროფილი განახლდა' })).toBeVisible();
    await expect(canvas.getByLabelText('სახელი')).toHaveValue('');
  },
};

/** A wrong old password: the server's Georgian message under the field, the new passwords kept. */
export const WrongOldPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('ძველი პაროლი'), 'არასწორი-1');
    await userEvent.type(canvas.getByLabelText('ახალი პაროლი'), 'ახალი-პაროლი-1');
    await userEvent.type(canvas.getByLabelText('გაიმეორე ახალი პაროლი'), 'ახალი-პაროლი-1');
    await userEvent.click(canvas.getByRole('button', { name: 'შენახვა' }));
    await expect(await screen.findByRole('dialog', { name: 'ცვლილებები ვერ შეინახა' })).toBeVisible();
    await expect(canvas.getByLabelText('ახალი პაროლი')).toHaveValue('ახალი-პაროლი-1');
  },
};

/** A new e-mail asks for the current password; with it, the popup says the link was mailed to the new address. */
export const EmailChange: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('მიმდინარე პაროლი')).toBeNull();
    await userEvent.type(await canvas.findByLabelText('ელ-ფოსტა'), 'new.address@example.com{Enter}');
    await expect(await screen.findByRole('dialog', { name: 'ცვლილებები ვერ შეინახა' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(canvas.getByLabelText('მიმდინარე პაროლი'), 'პაროლი-12345{Enter}');
    const popup = await screen.findByRole('dialog', { name: 'პროფილი განახლდა' });
    await expect(popup).toHaveTextContent('new.address@example.com');
  },
};
