import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpandableText } from './ExpandableText';
import { sanitizeHtml } from './sanitizeHtml';

const longHtml = '<p>პირველი აბზაცი.</p><p>მეორე აბზაცი.</p><p>მესამე აბზაცი.</p><p>მეოთხე აბზაცი.</p>';

/** jsdom has no layout: pretend the content is taller than its clamp (or not). */
function fakeLayout(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

describe('ExpandableText', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('collapses overflowing text and toggles with aria-expanded', async () => {
    fakeLayout(300, 84);
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(<ExpandableText html={longHtml} onExpandedChange={onExpandedChange} />);

    const toggle = screen.getByRole('button', { name: 'მეტის ნახვა' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const content = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(content).toHaveTextContent('პირველი აბზაცი.');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'ნაკლების ნახვა' })).toHaveAttribute('aria-expanded', 'true');
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByRole('button', { name: 'ნაკლების ნახვა' }));
    expect(screen.getByRole('button', { name: 'მეტის ნახვა' })).toHaveAttribute('aria-expanded', 'false');
    expect(onExpandedChange).toHaveBeenLastCalledWith(false);
  });

  it('shows no toggle when the text fits', () => {
    fakeLayout(50, 84);
    render(<ExpandableText html="<p>მოკლე.</p>" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('მოკლე.')).toBeInTheDocument();
  });

  it('renders plain text too', () => {
    fakeLayout(300, 84);
    render(<ExpandableText text="უბრალო ტექსტი" defaultExpanded />);
    expect(screen.getByText('უბრალო ტექსტი')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ნაკლების ნახვა' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('never renders scripts, handlers or javascript links', () => {
    fakeLayout(50, 84);
    const { container } = render(
      <ExpandableText
        html={'<p onclick="alert(1)">ტექსტი<script>alert(1)</script><a href="javascript:alert(1)">ბმული</a></p>'}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('a')).not.toHaveAttribute('href');
  });
});

describe('sanitizeHtml', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeHtml('<p>ა <strong>ბ</strong> <em>გ</em></p>')).toBe('<p>ა <strong>ბ</strong> <em>გ</em></p>');
    expect(sanitizeHtml('<a href="https://example.ge">x</a>')).toBe(
      '<a href="https://example.ge" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeHtml('<a href="/podcast/1-a/">x</a>')).toBe('<a href="/podcast/1-a/">x</a>');
  });

  it('drops dangerous elements and attributes, unwraps unknown tags', () => {
    expect(sanitizeHtml('<img src=x onerror="alert(1)">ტექსტი')).toBe('ტექსტი');
    expect(sanitizeHtml('<p style="color:red" class="x">ა</p>')).toBe('<p>ა</p>');
    expect(sanitizeHtml('<font color="red">ა</font>')).toBe('ა');
    expect(sanitizeHtml('<iframe src="https://evil"></iframe><style>*{}</style>ბ')).toBe('ბ');
    expect(sanitizeHtml('<a href=" JavaScript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
