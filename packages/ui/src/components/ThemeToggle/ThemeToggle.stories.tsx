import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { ThemeName } from '../../theme/ThemeProvider';
import { ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'Navigation/ThemeToggle',
  component: ThemeToggle,
  args: { theme: 'dark', onToggle: fn() },
  argTypes: { theme: { control: 'inline-radio', options: ['dark', 'light'] } },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ნათელი თემა' }));
    await expect(args.onToggle).toHaveBeenCalledWith('light');
    // No focus ring left from the clicks in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Light: Story = {
  args: { theme: 'light' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'მუქი თემა' }));
    await expect(args.onToggle).toHaveBeenCalledWith('dark');
    // No focus ring left from the clicks in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Solid: Story = { args: { variant: 'solid' } };

export const Interactive: Story = {
  render: function Render(args) {
    const [theme, setTheme] = useState<ThemeName>('dark');
    return (
      <ThemeToggle
        {...args}
        theme={theme}
        onToggle={(next) => {
          setTheme(next);
          args.onToggle(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ნათელი თემა' }));
    await expect(canvas.getByRole('button', { name: 'მუქი თემა' })).toBeInTheDocument();
    // No focus ring left from the clicks in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
