import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { demoCategories } from '../../stories/fixtures';
import { Checkbox, type CheckedState } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'დამიმახსოვრე', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'დამიმახსოვრე' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('დამიმახსოვრე'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = { args: { checked: 'indeterminate', label: 'ყველა კატეგორია' } };

export const WithDescription: Story = {
  args: {
    label: 'ვეთანხმები წესებს და კონფიდენციალურობის პოლიტიკას',
    description: 'რეგისტრაციით ადასტურებ, რომ გაეცანი საიტის გამოყენების პირობებს.',
  },
};

export const Invalid: Story = { args: { label: 'ვეთანხმები წესებს', invalid: true } };

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} label="გამორთული" disabled />
      <Checkbox {...args} label="გამორთული, მონიშნული" disabled defaultChecked />
    </div>
  ),
};

/** The filter bar's category group (spec §2). */
export const FilterList: Story = {
  render: function FilterList() {
    const [selected, setSelected] = useState<number[]>([2, 4]);
    const all: CheckedState =
      selected.length === demoCategories.length ? true : selected.length ? 'indeterminate' : false;
    return (
      <div style={{ display: 'grid', gap: 10, maxWidth: 280 }}>
        <Checkbox
          label="ყველა"
          checked={all}
          onCheckedChange={() => setSelected(all === true ? [] : demoCategories.map((category) => category.id))}
        />
        {demoCategories.map((category) => (
          <Checkbox
            key={category.id}
            label={category.title}
            checked={selected.includes(category.id)}
            onCheckedChange={(checked) =>
              setSelected((current) =>
                checked === true ? [...current, category.id] : current.filter((id) => id !== category.id),
              )
            }
          />
        ))}
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: 'ყველა' })).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ყველა' }));
    await expect(canvas.getByRole('checkbox', { name: 'სპორტი' })).toBeChecked();
  },
};

export const LongGeorgianText: Story = {
  args: {
    label:
      'მსურს მივიღო შეტყობინებები ახალი ეპიზოდების, გამოწერილი არხების სიახლეებისა და რეკომენდებული პოდკასტების შესახებ',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};
