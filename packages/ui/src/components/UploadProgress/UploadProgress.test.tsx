import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadProgress, uploadState } from './UploadProgress';

describe('uploadState', () => {
  it('follows the spec thresholds', () => {
    expect(uploadState(0)).toBe('waiting');
    expect(uploadState(1)).toBe('waiting');
    expect(uploadState(2)).toBe('uploading');
    expect(uploadState(98)).toBe('uploading');
    expect(uploadState(99)).toBe('finishing');
    expect(uploadState(100)).toBe('done');
    expect(uploadState(100, true)).toBe('error');
  });
});

describe('UploadProgress', () => {
  it('shows "იტვირთება..." between 2 and 98 percent', () => {
    render(<UploadProgress value={2} />);
    expect(screen.getByText('იტვირთება...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  });

  it('takes any wording for its texts (the typecheck of this file refuses none), not only the defaults', () => {
    render(<UploadProgress value={50} messages={{ uploading: 'ფაილი მიდის სერვერზე' }} />);
    expect(screen.getByText('ფაილი მიდის სერვერზე')).toBeInTheDocument();
    expect(screen.queryByText('იტვირთება...')).not.toBeInTheDocument();
  });

  it('shows "აქტიურია" at 100 percent', () => {
    render(<UploadProgress value={100} fileName="ep.mp3" />);
    expect(screen.getByText('აქტიურია')).toBeInTheDocument();
    expect(screen.queryByText('იტვირთება...')).not.toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('clamps and rounds the value', () => {
    render(<UploadProgress value={140.4} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('reports errors and retries', async () => {
    const onRetry = vi.fn();
    render(<UploadProgress value={40} error onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('ატვირთვა ვერ მოხერხდა');
    await userEvent.click(screen.getByRole('button', { name: 'თავიდან ცდა' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
