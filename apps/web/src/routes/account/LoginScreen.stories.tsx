import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { requiredLabel } from '../../stories/labels';
import { ScreenStage } from '../../stories/ScreenStage';
import { screenSettled } from '../../stories/screenSettled';

const meta = {
  title: 'Screens/Account/Login',
  component: ScreenStage,
  afterEach: screenSettled,
  args: { path: '/login' },
  parameters: { layout: 'fullscreen', visual: { widths: [375, 1280] } },
} satisfies Meta<typeof ScreenStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A returning visitor: remember-me kept the e-mail. */
export const Remembered: Story = {
  args: { storage: { savedEmail: 'luka@example.ge' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(requiredLabel('ელ-ფოსტა'))).toHaveValue('luka@example.ge');
    await expect(canvas.getByRole('checkbox', { name: 'დამიმახსოვრე' })).toBeChecked();
  },
};

/** Empty fields: marked, and the failure modal (spec §5, §8). */
export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'შესვლა' }));
    await expect(await screen.findByRole('dialog', { name: 'პაროლი ან მეილი არასწორია' })).toBeVisible();
    await expect(canvas.getByLabelText(requiredLabel('ელ-ფოსტა'))).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Register: Story = {
  args: { path: '/register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'რეგისტრაცია' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Passwords that differ and a malformed e-mail: the messages under the fields and 'შეავსეთ ყველა ველი'. */
export const RegisterInvalid: Story = {
  args: { path: '/register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(requiredLabel('სახელი')), 'ლუკა');
    await userEvent.type(canvas.getByLabelText(requiredLabel('გვარი')), 'ბერიძე');
    await userEvent.type(canvas.getByLabelText(requiredLabel('ელ-ფოსტა')), 'luka.example.ge');
    await userEvent.type(canvas.getByLabelText(requiredLabel('პაროლი')), 'პაროლი-12345');
    await userEvent.type(canvas.getByLabelText(requiredLabel('გაიმეორე პაროლი')), 'სხვა-12345');
    await userEvent.click(canvas.getByRole('button', { name: 'რეგისტრაცია' }));
    await expect(await screen.findByRole('dialog', { name: 'შეავსეთ ყველა ველი' })).toBeVisible();
    await expect(canvas.getByText('Invalid email address.')).toBeVisible();
    await expect(canvas.getByText('პაროლები არ ემთხვევა')).toBeVisible();
  },
};

/** The server accepted the registration: the activation link is on its way. */
export const Registered: Story = {
  args: { path: '/register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(requiredLabel('სახელი')), 'ნინო');
    await userEvent.type(canvas.getByLabelText(requiredLabel('გვარი')), 'ბერიძე');
    await userEvent.type(canvas.getByLabelText(requiredLabel('ელ-ფოსტა')), 'nino.new@example.ge');
    await userEvent.type(canvas.getByLabelText(requiredLabel('პაროლი')), 'პაროლი-12345');
    await userEvent.type(canvas.getByLabelText(requiredLabel('გაიმეორე პაროლი')), 'პაროლი-12345');
    await userEvent.click(canvas.getByRole('button', { name: 'რეგისტრაცია' }));
    const dialog = await screen.findByRole('dialog', { name: 'რეგისტრაცია წარმატებულია' });
    await expect(dialog).toHaveTextContent('nino.new@example.ge');
  },
};
