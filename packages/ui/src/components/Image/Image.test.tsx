import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Image } from './Image';
import { mediaCandidates, mediaUrl } from './mediaUrl';

describe('mediaUrl', () => {
  it('maps stored paths to /media and /media/_thumb', () => {
    expect(mediaUrl('covers/a.jpg')).toBe('/media/covers/a.jpg');
    expect(mediaUrl('covers/a.jpg', { thumb: true })).toBe('/media/_thumb/covers/a.jpg');
  });

  it('leaves absolute, protocol-relative, data:, blob: and rooted URLs alone', () => {
    for (const src of [
      'http://cdn.example.ge/a.jpg',
      'https://cdn.example.ge/a.jpg',
      'HTTPS://cdn.example.ge/a.jpg',
      '//cdn.example.ge/a.jpg',
      'data:image/png;base64,AAAA',
      'blob:http://localhost/123',
      '/static/logo.svg',
    ]) {
      expect(mediaUrl(src, { thumb: true })).toBe(src);
      expect(mediaCandidates(src)).toEqual([src]);
    }
  });

  it('has nothing to try for an empty src', () => {
    expect(mediaCandidates(null)).toEqual([]);
    expect(mediaCandidates('')).toEqual([]);
  });
});

describe('Image', () => {
  it('loads the thumbnail, then the original on error, then shows the placeholder', () => {
    const onError = vi.fn();
    render(<Image src="covers/episode-1.jpg" alt="ყდა" onError={onError} />);
    const thumb = screen.getByRole('img', { name: 'ყდა' });
    expect(thumb).toHaveAttribute('src', '/media/_thumb/covers/episode-1.jpg');

    fireEvent.error(thumb);
    const original = screen.getByRole('img', { name: 'ყდა' });
    expect(original.tagName).toBe('IMG');
    expect(original).toHaveAttribute('src', '/media/covers/episode-1.jpg');

    fireEvent.error(original);
    const placeholder = screen.getByRole('img', { name: 'ყდა' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(document.querySelector('img')).toBeNull();
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('loads an absolute URL untouched and falls back to the placeholder on its first error', () => {
    render(<Image src="https://cdn.example.ge/covers/1.jpg" alt="ყდა" />);
    const image = screen.getByRole('img', { name: 'ყდა' });
    expect(image).toHaveAttribute('src', 'https://cdn.example.ge/covers/1.jpg');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'ყდა' }).tagName).toBe('SPAN');
  });

  it('skips the thumbnail when asked', () => {
    render(<Image src="covers/hero.jpg" alt="ბანერი" thumb={false} />);
    expect(screen.getByRole('img', { name: 'ბანერი' })).toHaveAttribute('src', '/media/covers/hero.jpg');
  });

  it('starts over when src changes after a failure', () => {
    const { rerender } = render(<Image src="a.jpg" alt="ყდა" />);
    fireEvent.error(screen.getByRole('img', { name: 'ყდა' }));
    fireEvent.error(screen.getByRole('img', { name: 'ყდა' }));
    expect(screen.getByRole('img', { name: 'ყდა' }).tagName).toBe('SPAN');
    rerender(<Image src="b.jpg" alt="ყდა" />);
    expect(screen.getByRole('img', { name: 'ყდა' })).toHaveAttribute('src', '/media/_thumb/b.jpg');
  });

  it('shows the placeholder at once without a src, hidden when decorative', () => {
    const { container } = render(<Image src={undefined} alt="" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('loads lazily with the given aspect ratio', () => {
    render(<Image src="a.jpg" alt="ყდა" aspectRatio="16 / 9" />);
    const image = screen.getByRole('img', { name: 'ყდა' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.parentElement).toHaveStyle({ aspectRatio: '16 / 9' });
  });
});
