import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StarRating } from './StarRating';

const stars = () => screen.getAllByRole('radio');
const lit = () => stars().filter((star) => star.hasAttribute('data-highlighted')).length;

describe('StarRating', () => {
  it('is a radio group of five named stars', () => {
    render(<StarRating />);
    expect(screen.getByRole('radiogroup', { name: 'შეფასება' })).toBeInTheDocument();
    expect(stars()).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '3 ვარსკვლავი' })).toHaveAttribute('aria-checked', 'false');
  });

  it('highlights up to the hovered star and restores the value on leave', async () => {
    const user = userEvent.setup();
    render(<StarRating defaultValue={2} />);
    expect(lit()).toBe(2);
    await user.hover(screen.getByRole('radio', { name: '4 ვარსკვლავი' }));
    expect(lit()).toBe(4);
    await user.unhover(screen.getByRole('radiogroup'));
    expect(lit()).toBe(2);
  });

  it('calls onChange with the clicked value and checks that star', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StarRating onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '4 ვარსკვლავი' }));
    expect(onChange).toHaveBeenCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 ვარსკვლავი' })).toHaveAttribute('aria-checked', 'true');
  });

  it('moves and selects with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StarRating defaultValue={3} onChange={onChange} />);
    const third = screen.getByRole('radio', { name: '3 ვარსკვლავი' });
    expect(third).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: '1 ვარსკვლავი' })).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(third).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 ვარსკვლავი' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: '1 ვარსკვლავი' })).toHaveAttribute('aria-checked', 'true');
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<StarRating value={2} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '5 ვარსკვლავი' }));
    expect(onChange).toHaveBeenCalledWith(5);
    expect(screen.getByRole('radio', { name: '2 ვარსკვლავი' })).toHaveAttribute('aria-checked', 'true');
    rerender(<StarRating value={5} onChange={onChange} />);
    expect(screen.getByRole('radio', { name: '5 ვარსკვლავი' })).toHaveAttribute('aria-checked', 'true');
  });

  it('shows a fractional average read-only, with a label and no controls', () => {
    render(<StarRating readOnly value={4.6} showValue />);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'საშუალო შეფასება 4.6 5-დან' })).toBeInTheDocument();
    expect(screen.getByText('4.6')).toBeInTheDocument();
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StarRating disabled onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '2 ვარსკვლავი' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
