import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { primitiveMessages } from '../../i18n/primitives';
import { FileInput } from './FileInput';
import { formatFileSize, matchesAccept } from './fileUtils';

const { wrongType, remove } = primitiveMessages.fileInput;

describe('matchesAccept', () => {
  it('understands the presets, wildcards, exact types and extensions', () => {
    const mp3 = { name: 'a.mp3', type: 'audio/mpeg' };
    const mp4 = { name: 'a.mp4', type: 'video/mp4' };
    const webm = { name: 'a.webm', type: 'video/webm' };
    const png = { name: 'a.png', type: 'image/png' };
    expect(matchesAccept(mp3, 'video/mp4,audio/*')).toBe(true);
    expect(matchesAccept(mp4, 'video/mp4,audio/*')).toBe(true);
    expect(matchesAccept(webm, 'video/mp4,audio/*')).toBe(false);
    expect(matchesAccept(png, 'video/mp4,audio/*')).toBe(false);
    expect(matchesAccept(png, 'image/*')).toBe(true);
    expect(matchesAccept({ name: 'doc.PDF', type: '' }, '.pdf')).toBe(true);
    expect(matchesAccept(png, undefined)).toBe(true);
  });

  it('falls back to the extension when the browser reports no type', () => {
    expect(matchesAccept({ name: 'episode.MP3', type: '' }, 'audio/*')).toBe(true);
    expect(matchesAccept({ name: 'notes.txt', type: '' }, 'audio/*')).toBe(false);
  });
});

describe('formatFileSize', () => {
  it('uses Georgian units and a decimal comma', () => {
    expect(formatFileSize(840)).toBe('840 ბაიტი');
    expect(formatFileSize(12_800)).toBe('12,5 კბ');
    expect(formatFileSize(3_456_789)).toBe('3,3 მბ');
  });
});

describe('FileInput', () => {
  it('rejects a picked file whose type does not match the accept filter', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFileChange = vi.fn();
    const onReject = vi.fn();
    render(<FileInput label="სურათი" accept="image" onFileChange={onFileChange} onReject={onReject} />);
    const input = screen.getByLabelText(/სურათი/) as HTMLInputElement;
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(input, text);

    expect(onReject).toHaveBeenCalledWith(text);
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText(`${wrongType}: notes.txt`)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.value).toBe('');
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
  });

  it('accepts a matching file, shows its name and size, and clears the error', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFileChange = vi.fn();
    render(<FileInput label="ეპიზოდი" accept="media" onFileChange={onFileChange} />);
    const input = screen.getByLabelText(/ეპიზოდი/);
    await user.upload(input, new File(['x'], 'bad.png', { type: 'image/png' }));
    expect(screen.getByText(`${wrongType}: bad.png`)).toBeInTheDocument();

    const audio = new File([new Uint8Array(2048)], 'episode.mp3', { type: 'audio/mpeg' });
    await user.upload(input, audio);
    expect(onFileChange).toHaveBeenLastCalledWith(audio);
    expect(screen.getByText('episode.mp3')).toBeInTheDocument();
    expect(screen.getByText('2 კბ')).toBeInTheDocument();
    expect(screen.queryByText(/bad\.png/)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('checks dropped files too', () => {
    const onReject = vi.fn();
    const onFileChange = vi.fn();
    render(<FileInput label="ეპიზოდი" accept="media" onReject={onReject} onFileChange={onFileChange} />);
    const zone = screen.getByText(primitiveMessages.fileInput.choose).closest('[data-state]') as Element;
    const image = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.drop(zone, { dataTransfer: { files: [image] } });
    expect(onReject).toHaveBeenCalledWith(image);

    const video = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    fireEvent.drop(zone, { dataTransfer: { files: [video] } });
    expect(onFileChange).toHaveBeenLastCalledWith(video);
  });

  it('removes the chosen file with the remove button', async () => {
    const user = userEvent.setup();
    const onFileChange = vi.fn();
    render(<FileInput label="სურათი" accept="image" onFileChange={onFileChange} />);
    await user.upload(screen.getByLabelText(/სურათი/), new File(['x'], 'a.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: remove }));
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('a.png')).not.toBeInTheDocument();
  });
});
