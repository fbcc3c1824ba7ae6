import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { statusModalVariants } from './Modal.css';
import { OverlayStage } from './OverlayStage';
import { StatusModal } from './StatusModal';

const meta = {
  title: 'Overlays/StatusModal',
  component: StatusModal,
  args: {
    variant: 'success',
    title: 'გილოცავ',
    description: 'ინფორმაცია წარმატებით შეიცვალა',
    defaultOpen: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: statusModalVariants } },
  decorators: [(Story) => <OverlayStage height={480}>{Story()}</OverlayStage>],
} satisfies Meta<typeof StatusModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'გილოცავ' })).toHaveAccessibleDescription(
      'ინფორმაცია წარმატებით შეიცვალა',
    );
  },
};

export const ClosesOnConfirm: Story = {
  parameters: { visual: { disable: 'ends closed; Success covers the look' } },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'კარგი' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const EpisodeAdded: Story = {
  args: { title: 'პოდკასტი წარმატებით დაემატა', description: undefined, confirmLabel: 'ჩემი ეპიზოდები' },
};

export const Failure: Story = {
  args: {
    variant: 'failure',
    title: 'წარუმატებელი',
    description: 'პოდკასტის დამატება ვერ მოხერხდა. სცადე თავიდან ან დაბრუნდი მთავარ გვერდზე.',
    actions: (
      <>
        <Button variant="secondary" size="lg" asChild>
          <a href="#home">მთავარი გვერდი</a>
        </Button>
        <Button size="lg" icon="history">
          თავიდან ცდა
        </Button>
      </>
    ),
  },
};

export const LoginFailure: Story = {
  args: { variant: 'failure', title: 'პაროლი ან მეილი არასწორია', description: undefined },
};

export const ConfirmDelete: Story = {
  args: {
    variant: 'confirm',
    title: 'ნამდვილად გსურს პოდკასტის წაშლა?',
    description: 'წაშლილი ეპიზოდის აღდგენა შეუძლებელია.',
    confirmLabel: 'წაშლა',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'ნამდვილად გსურს პოდკასტის წაშლა?' });
    await expect(dialog).toBeVisible();
  },
};

export const CancelDoesNotDelete: Story = {
  args: { ...ConfirmDelete.args },
  parameters: { visual: { disable: 'ends closed; ConfirmDelete covers the look' } },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'გაუქმება' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const ConfirmLoading: Story = {
  args: {
    variant: 'confirm',
    title: 'ნამდვილად გსურს არხის წაშლა?',
    confirmLabel: 'წაშლა',
    confirmLoading: true,
    keepOpenOnConfirm: true,
    description: undefined,
  },
};

export const Info: Story = {
  args: {
    variant: 'info',
    title: 'გასააქტიურებელი ბმული გამოგზავნილია მეილზე',
    description: 'გახსენი წერილი და მიჰყევი ბმულს, რომ პაროლი აღადგინო.',
  },
};

export const Mobile: Story = {
  args: { variant: 'failure', title: 'შეავსეთ ყველა ველი', description: undefined },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
