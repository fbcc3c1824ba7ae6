import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { OverlayStage } from '../Modal/OverlayStage';
import { DropdownMenu } from './DropdownMenu';

const sortOptions = [
  { value: 'desc', label: 'ჯერ ახალი' },
  { value: 'asc', label: 'ჯერ ძველი' },
  { value: 'down', label: 'პოპულარული' },
] as const;

interface SortMenuProps {
  defaultOpen?: boolean;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

function SortMenu({ defaultOpen, defaultValue = 'desc', onValueChange }: SortMenuProps) {
  const [value, setValue] = useState(defaultValue);
  const current = sortOptions.find((option) => option.value === value);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 240 }}>
      <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button variant="secondary" icon="sort" iconEnd="chevronDown">
            {current?.label}
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content aria-label="სორტირება">
          <DropdownMenu.Label>სორტირება</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={value}
            onValueChange={(next) => {
              setValue(next);
              onValueChange?.(next);
            }}
          >
            {sortOptions.map((option) => (
              <DropdownMenu.RadioItem key={option.value} value={option.value}>
                {option.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  );
}

const meta = {
  title: 'Overlays/DropdownMenu',
  component: SortMenu,
  args: { defaultOpen: true, onValueChange: fn() },
  decorators: [(Story) => <OverlayStage height={320}>{Story()}</OverlayStage>],
} satisfies Meta<typeof SortMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SortOpen: Story = {
  play: async () => {
    const checked = await screen.findByRole('menuitemradio', { name: 'ჯერ ახალი' });
    await expect(checked).toHaveAttribute('aria-checked', 'true');
  },
};

export const ChoosesSort: Story = {
  args: { defaultOpen: false },
  parameters: { visual: { disable: 'ends closed; SortOpen covers the look' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ჯერ ახალი' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'პოპულარული' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('down');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'პოპულარული' })).toBeVisible();
  },
};

export const KeyboardNavigation: Story = {
  args: { defaultOpen: false },
  parameters: { visual: { disable: 'behaviour only' } },
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: 'ჯერ ახალი' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    // Opening from the keyboard focuses the first item; one step down is the second.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('asc');
  },
};

export const EpisodeActions: Story = {
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 220 }}>
      <DropdownMenu.Root defaultOpen modal={false}>
        <DropdownMenu.Trigger asChild>
          <IconButton icon="more" label="მეტი მოქმედება" variant="solid" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item icon="share">გაზიარება</DropdownMenu.Item>
          <DropdownMenu.Item icon="download">ჩამოტვირთვა</DropdownMenu.Item>
          <DropdownMenu.Item icon="edit">რედაქტირება</DropdownMenu.Item>
          <DropdownMenu.Item icon="bookmark" disabled>
            შენახვა (საჭიროა ავტორიზაცია)
          </DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item icon="trash" tone="danger">
            წაშლა
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
