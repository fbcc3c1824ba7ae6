import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { controlSizes } from '../private/control.css';
import { Input } from './Input';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { label: 'ელ-ფოსტა', placeholder: 'name@example.ge', type: 'email', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: controlSizes } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('ელ-ფოსტა');
    await userEvent.type(input, 'nino@podcast.ge');
    await expect(input).toHaveValue('nino@podcast.ge');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithIcon: Story = {
  args: { label: 'ძიება', hideLabel: true, icon: 'search', type: 'search', placeholder: 'მოძებნე პოდკასტი' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'ძიება' })).toBeVisible();
  },
};

export const WithHint: Story = {
  args: { label: 'სახელი', type: 'text', placeholder: 'ნინო', hint: 'სახელი გამოჩნდება პროფილში და კომენტარებთან.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('სახელი')).toHaveAccessibleDescription(
      'სახელი გამოჩნდება პროფილში და კომენტარებთან.',
    );
  },
};

export const WithError: Story = {
  args: { defaultValue: 'nino@', error: 'ელ-ფოსტის მისამართი არასწორია.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'ელ-ფოსტა' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('ელ-ფოსტის მისამართი არასწორია.');
  },
};

/** Spec §5: on sign-in, empty required fields are highlighted without a message. */
export const EmptyHighlighted: Story = {
  args: { invalid: true, required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'ელ-ფოსტა' })).toBeInvalid();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {controlSizes.map((size) => (
        <Input key={size} {...args} size={size} label={`ზომა ${size}`} icon="mail" />
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'nino@podcast.ge', hint: 'ელ-ფოსტის შეცვლა ახლა შეუძლებელია.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('ელ-ფოსტა')).toBeDisabled();
  },
};

export const CurrentValueAsPlaceholder: Story = {
  args: { label: 'გვარი', type: 'text', placeholder: 'ბერიძე', labelAside: 'არასავალდებულო' },
};

export const LongGeorgianText: Story = {
  args: {
    label: 'არხის სრული სახელწოდება, რომელიც გამოჩნდება ყველა ეპიზოდის გვერდზე',
    type: 'text',
    defaultValue: 'საქართველოს ისტორიის, კულტურისა და ტრადიციების შესახებ ყოველკვირეული საუბრები',
    hint: 'სახელწოდება შეგიძლია ნებისმიერ დროს შეცვალო პარამეტრებში; ის გამოჩნდება ძიების შედეგებშიც.',
    error: 'სახელწოდება ძალიან გრძელია — შეამოკლე ასოცდაათ სიმბოლომდე.',
  },
};

export const Mobile: Story = {
  args: { icon: 'mail', hint: 'შესვლისთვის გამოიყენე რეგისტრაციისას მითითებული ელ-ფოსტა.' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
