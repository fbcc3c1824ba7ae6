import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Input } from './Input';

describe('Input', () => {
  it('is named by its label and has no invalid state by default', () => {
    render(<Input label="ელ-ფოსტა" type="email" />);
    const input = screen.getByRole('textbox', { name: 'ელ-ფოსტა' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('wires the error message through aria-describedby and aria-invalid', () => {
    render(<Input label="ელ-ფოსტა" hint="გამოიყენე სამუშაო მისამართი" error="Invalid email address." />);
    const input = screen.getByRole('textbox', { name: 'ელ-ფოსტა' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid email address. გამოიყენე სამუშაო მისამართი');
    const errorId = input.getAttribute('aria-describedby')?.split(' ')[0];
    expect(document.getElementById(errorId ?? '')).toHaveTextContent('Invalid email address.');
  });

  it('marks an empty required field invalid without a message', () => {
    render(<Input label="პაროლი" invalid required />);
    const input = screen.getByRole('textbox', { name: 'პაროლი' });
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a caller id and extra aria-describedby ids', () => {
    render(
      <>
        <p id="extra">დამატებითი</p>
        <Input label="სახელი" id="first-name" aria-describedby="extra" hint="მინიშნება" />
      </>,
    );
    const input = screen.getByLabelText('სახელი');
    expect(input).toHaveAttribute('id', 'first-name');
    expect(input.getAttribute('aria-describedby')).toBe('first-name-hint extra');
  });

  it('forwards the ref to the native input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input label="სახელი" ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('სახელი'));
  });
});
