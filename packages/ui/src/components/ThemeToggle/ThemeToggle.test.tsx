import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it('offers the light theme while dark is on', async () => {
    const onToggle = vi.fn();
    render(<ThemeToggle theme="dark" onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'ნათელი თემა' }));
    expect(onToggle).toHaveBeenCalledWith('light');
  });

  it('offers the dark theme while light is on', async () => {
    const onToggle = vi.fn();
    render(<ThemeToggle theme="light" onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'მუქი თემა' }));
    expect(onToggle).toHaveBeenCalledWith('dark');
  });

  it('takes its labels from props', () => {
    render(<ThemeToggle theme="dark" onToggle={() => {}} toLightLabel="გაანათე" />);
    expect(screen.getByRole('button', { name: 'გაანათე' })).toBeInTheDocument();
  });
});
