import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { demoCategories, demoChannels } from '../../stories/fixtures';
import { OverlayStage } from '../Modal/OverlayStage';
import { emptyFilterValue, FilterBar, type FilterBarProps, type FilterValue } from './FilterBar';

const categories = demoCategories.map(({ id, title }) => ({ id, title }));
const authors = demoChannels.map(({ id, channel }) => ({ id, channel }));

/** Holds the value like the app does, so clicks in the story change what is shown. */
function StatefulFilterBar(props: FilterBarProps) {
  const [value, setValue] = useState<FilterValue>(props.value);
  return (
    <FilterBar
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/FilterBar',
  component: FilterBar,
  args: {
    value: emptyFilterValue,
    onChange: fn(),
    onSearch: fn(),
    onReset: fn(),
    categories,
    authors,
  },
  render: (args) => <StatefulFilterBar {...args} />,
  parameters: { visual: { widths: [375, 1280] } },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'ფილტრში ძიება' }), 'ქვევრი');
    await userEvent.click(canvas.getByRole('button', { name: 'ძიება' }));
    await expect(args.onSearch).toHaveBeenCalledWith('ქვევრი');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...emptyFilterValue, search: 'ქვევრი' });
  },
};

export const Expanded: Story = {
  args: {
    defaultExpanded: ['categories', 'authors', 'duration'],
    value: { categories: [1, 4], authors: [2], duration: 2, sort: 'desc', search: '' },
  },
  parameters: { visual: { widths: [1280] } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '15 წუთზე მეტი' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ duration: 3 }));
    await expect(canvas.getByRole('radio', { name: '10-15 წუთი' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ბიზნესი' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ categories: [1, 4, 3] }));
    // No focus ring left from the clicks in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SortMenu: Story = {
  args: { value: { ...emptyFilterValue, sort: 'asc' } },
  parameters: { visual: { widths: [1280] } },
  decorators: [(Story) => <OverlayStage height={340}>{Story()}</OverlayStage>],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /სორტირება/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'პოპულარული' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'down' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Open again for the screenshot: exactly one order is checked.
    await userEvent.click(canvas.getByRole('button', { name: /სორტირება/ }));
    const checked = (await screen.findAllByRole('menuitemradio')).filter(
      (item) => item.getAttribute('aria-checked') === 'true',
    );
    await expect(checked.map((item) => item.textContent)).toEqual(['პოპულარული']);
  },
};

export const PopularPostsWithoutSort: Story = {
  args: { hideSort: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /სორტირება/ })).toBeNull();
  },
};

export const SearchResults: Story = {
  args: {
    searchTerm: 'ისტორია',
    resultCount: 24,
    value: { ...emptyFilterValue, search: 'ისტორია', categories: [1] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('24 შედეგი');
  },
};

export const EmptyLists: Story = {
  args: { categories: [], authors: [], defaultExpanded: ['categories', 'authors'] },
  parameters: { visual: { widths: [1280] } },
};

export const MobileDialog: Story = {
  args: {
    defaultMobileOpen: true,
    value: { categories: [2], authors: [1, 4], duration: 1, sort: null, search: '' },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { visual: { widths: [375] } },
  decorators: [(Story) => <OverlayStage height={840}>{Story()}</OverlayStage>],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'ფილტრები' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('checkbox', { name: 'მეცნიერება' })).toBeChecked();
  },
};

export const CancelFilter: Story = {
  args: {
    defaultMobileOpen: true,
    value: { categories: [2], authors: [1, 4], duration: 1, sort: 'asc', search: 'ღვინო' },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { visual: { disable: 'behaviour only; MobileDialog covers the look' } },
  decorators: [(Story) => <OverlayStage height={900}>{Story()}</OverlayStage>],
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'ფილტრები' });
    await userEvent.click(screen.getByRole('button', { name: 'ფილტრის გაუქმება' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(emptyFilterValue);
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    for (const box of screen.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
  },
};

export const MobileClosed: Story = {
  args: { value: { categories: [2, 3], authors: [], duration: 3, sort: 'desc', search: '' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { visual: { widths: [375] } },
};
