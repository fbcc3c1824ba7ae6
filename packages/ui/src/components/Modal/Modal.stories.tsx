import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal } from './Modal';
import { modalSizes } from './Modal.css';
import { OverlayStage } from './OverlayStage';

interface DemoProps {
  size?: (typeof modalSizes)[number];
  defaultOpen?: boolean;
  title: string;
  description: string;
  onSave?: () => void;
}

function DemoModal({ size, defaultOpen, title, description, onSave }: DemoProps) {
  return (
    <Modal.Root defaultOpen={defaultOpen}>
      <Modal.Trigger asChild>
        <Button icon="edit">ეპიზოდის რედაქტირება</Button>
      </Modal.Trigger>
      <Modal.Content size={size}>
        <Modal.Header>
          <Modal.Title>{title}</Modal.Title>
          <Modal.Description>{description}</Modal.Description>
        </Modal.Header>
        <Modal.Actions>
          <Modal.Close asChild>
            <Button variant="secondary">გაუქმება</Button>
          </Modal.Close>
          <Modal.Close asChild>
            <Button onClick={onSave}>შენახვა</Button>
          </Modal.Close>
        </Modal.Actions>
      </Modal.Content>
    </Modal.Root>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: DemoModal,
  args: {
    title: 'ეპიზოდის რედაქტირება',
    description: 'შეცვალე სათაური, კატეგორია ან აღწერა. ცარიელი ველი ძველ მნიშვნელობას დატოვებს.',
    defaultOpen: true,
    onSave: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  decorators: [(Story) => <OverlayStage>{Story()}</OverlayStage>],
} satisfies Meta<typeof DemoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: args.title });
    await expect(dialog).toBeVisible();
  },
};

export const OpensAndCloses: Story = {
  args: { defaultOpen: false },
  parameters: { visual: { disable: 'the closed state is only a trigger button; Open covers the look' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ეპიზოდის რედაქტირება' }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'შენახვა' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'ეპიზოდის რედაქტირება' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LongGeorgianText: Story = {
  args: {
    size: 'lg',
    title: 'ნამდვილად გსურს არხის და მასთან დაკავშირებული ყველა ეპიზოდის სამუდამოდ წაშლა?',
    description:
      'არხის წაშლის შემდეგ მისი ეპიზოდები, გამომწერები, შეფასებები და მოსმენის სტატისტიკა აღარ იქნება ხელმისაწვდომი. ეს მოქმედება შეუქცევადია და მისი გაუქმება შეუძლებელია, ამიტომ დარწმუნდი, რომ ყველაფერი საჭირო შეინახე.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
