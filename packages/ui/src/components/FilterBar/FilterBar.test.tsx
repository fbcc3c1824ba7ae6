import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  DURATION_10_TO_15,
  DURATION_OVER_15,
  DURATION_UNDER_10,
  emptyFilterValue,
  FilterBar,
  type FilterBarProps,
  type FilterValue,
} from './FilterBar';

const categories = [
  { id: 1, title: 'ისტორია' },
  { id: 2, title: 'მეცნიერება' },
];
const authors = [
  { id: 7, channel: 'კინოს კლუბი' },
  { id: 8, channel: 'მეცნიერების საათი' },
];

function Harness({ initial, ...props }: Partial<FilterBarProps> & { initial: FilterValue }) {
  const [value, setValue] = useState(initial);
  return (
    <FilterBar
      categories={categories}
      authors={authors}
      defaultExpanded={['categories', 'authors', 'duration']}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

// The machine runs several suites at once; Radix menus and dialogs need more than the default 5 s there.
describe('FilterBar', { timeout: 20_000 }, () => {
  it('exports the spec duration ids', () => {
    expect([DURATION_UNDER_10, DURATION_10_TO_15, DURATION_OVER_15]).toEqual([1, 2, 3]);
  });

  it('keeps the duration a single choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={emptyFilterValue} onChange={onChange} />);
    const first = screen.getByRole('radio', { name: '10 წუთამდე' });
    const second = screen.getByRole('radio', { name: '10-15 წუთი' });
    await user.click(first);
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyFilterValue, duration: 1 });
    await user.click(second);
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyFilterValue, duration: 2 });
    expect(second).toBeChecked();
    expect(first).not.toBeChecked();
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
  });

  it('toggles categories and authors as multiple choices', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={emptyFilterValue} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'ისტორია' }));
    await user.click(screen.getByRole('checkbox', { name: 'მეცნიერება' }));
    await user.click(screen.getByRole('checkbox', { name: 'კინოს კლუბი' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyFilterValue, categories: [1, 2], authors: [7] });
    await user.click(screen.getByRole('checkbox', { name: 'ისტორია' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyFilterValue, categories: [2], authors: [7] });
  });

  it('keeps the sort orders exclusive', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={{ ...emptyFilterValue, sort: 'desc' }} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /სორტირება/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'ჯერ ახალი' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'პოპულარული' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyFilterValue, sort: 'down' });

    await user.click(screen.getByRole('button', { name: /სორტირება/ }));
    const reopened = await screen.findByRole('menu');
    const checked = within(reopened)
      .getAllByRole('menuitemradio')
      .filter((item) => item.getAttribute('aria-checked') === 'true');
    expect(checked.map((item) => item.textContent)).toEqual(['პოპულარული']);
  });

  it('hides the sort menu when asked (popular posts)', () => {
    render(<Harness initial={emptyFilterValue} hideSort />);
    expect(screen.queryByRole('button', { name: /სორტირება/ })).not.toBeInTheDocument();
  });

  it('cancel filter clears every choice and calls onReset', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onReset = vi.fn();
    render(
      <Harness
        initial={{ categories: [1], authors: [7, 8], duration: 3, sort: 'asc', search: 'ღვინო' }}
        onChange={onChange}
        onReset={onReset}
        defaultMobileOpen
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'ფილტრები' });
    await user.click(within(dialog).getByRole('button', { name: 'ფილტრის გაუქმება' }));
    expect(onChange).toHaveBeenLastCalledWith(emptyFilterValue);
    expect(onReset).toHaveBeenCalledTimes(1);
    for (const box of within(dialog).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(within(dialog).queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'ფილტრში ძიება', hidden: true })).toHaveValue('');
  });

  it('submits the text search through the button', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Harness initial={emptyFilterValue} onSearch={onSearch} />);
    await user.type(screen.getByRole('textbox', { name: 'ფილტრში ძიება' }), ' ღვინო ');
    await user.click(screen.getByRole('button', { name: 'ძიება' }));
    expect(onSearch).toHaveBeenCalledWith('ღვინო');
  });

  it('shows the search term and the result count', () => {
    render(<Harness initial={emptyFilterValue} searchTerm="ისტორია" resultCount={12} />);
    expect(screen.getByRole('status')).toHaveTextContent('„ისტორია“');
    expect(screen.getByRole('status')).toHaveTextContent('12 შედეგი');
  });
});
