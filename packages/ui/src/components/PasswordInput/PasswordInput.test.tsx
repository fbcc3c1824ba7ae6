import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { primitiveMessages } from '../../i18n/primitives';
import { PasswordInput } from './PasswordInput';

const { show, hide } = primitiveMessages.passwordInput;

describe('PasswordInput', () => {
  it('starts hidden with a "show" toggle that is not pressed', () => {
    render(<PasswordInput label="პაროლი" />);
    expect(screen.getByLabelText('პაროლი')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: show })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows and hides the password, renaming the toggle and keeping the value', async () => {
    const user = userEvent.setup();
    const onVisibleChange = vi.fn();
    render(<PasswordInput label="პაროლი" onVisibleChange={onVisibleChange} />);
    const input = screen.getByLabelText('პაროლი');
    await user.type(input, 'saidumlo');

    await user.click(screen.getByRole('button', { name: show }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('saidumlo');
    const toggle = screen.getByRole('button', { name: hide });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(onVisibleChange).toHaveBeenLastCalledWith(true);

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('saidumlo');
    expect(screen.getByRole('button', { name: show })).toHaveAttribute('aria-pressed', 'false');
    expect(onVisibleChange).toHaveBeenLastCalledWith(false);
  });

  it('does not submit the surrounding form when toggled', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <PasswordInput label="პაროლი" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: show }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts custom toggle labels and starts visible on request', () => {
    render(<PasswordInput label="ახალი პაროლი" defaultVisible toggleLabels={{ show: 'ჩვენება', hide: 'დამალვა' }} />);
    expect(screen.getByLabelText('ახალი პაროლი')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'დამალვა' })).toBeInTheDocument();
  });
});
