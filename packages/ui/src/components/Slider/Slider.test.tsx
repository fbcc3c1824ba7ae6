import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Slider } from './Slider';

beforeAll(() => {
  // jsdom has no matchMedia; keen-slider reads its breakpoints through it.
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
});

describe('Slider', () => {
  it('renders a labelled carousel with one group per slide', () => {
    render(
      <Slider label="ავტორები" perView={2}>
        {['ა', 'ბ', 'გ', 'დ'].map((letter) => (
          <a key={letter} href={`#${letter}`}>
            {letter}
          </a>
        ))}
      </Slider>,
    );
    const region = screen.getByRole('region', { name: 'ავტორები' });
    expect(region).toHaveAttribute('aria-roledescription', 'კარუსელი');
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(4);
    expect(groups[0]).toHaveAccessibleName('1 / 4');
    expect(screen.getByRole('button', { name: 'წინა' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'შემდეგი' })).toBeInTheDocument();
  });

  it('hides the buttons when every slide fits', () => {
    render(
      <Slider label="ავტორები" perView={4}>
        <span>ა</span>
        <span>ბ</span>
      </Slider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
