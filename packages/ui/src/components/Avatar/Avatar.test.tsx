import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the default avatar without an image', () => {
    render(<Avatar alt="ნინო" />);
    expect(screen.getByRole('img', { name: 'ნინო' })).toHaveAttribute('data-state', 'default');
  });

  it('tries the thumbnail and the original before the default avatar', () => {
    const { container } = render(<Avatar src="avatars/nino.png" alt="ნინო" />);
    const img = () => container.querySelector('img');
    expect(img()).toHaveAttribute('src', '/media/_thumb/avatars/nino.png');
    fireEvent.error(img() as HTMLImageElement);
    expect(img()).toHaveAttribute('src', '/media/avatars/nino.png');
    fireEvent.error(img() as HTMLImageElement);
    expect(img()).toBeNull();
    expect(screen.getByRole('img', { name: 'ნინო' })).toHaveAttribute('data-state', 'default');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Avatar src="https://cdn.example.ge/a.png" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.ge/a.png');
  });
});
