import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { demoEpisodes } from '../../stories/fixtures';
import { inertRenderLink } from '../private/inertLink';
import { SearchBox, type SearchResult } from './SearchBox';

const demoResults: SearchResult[] = demoEpisodes.map((episode) => ({
  id: episode.id,
  title: episode.title,
  href: `/podcast/${episode.id}-${episode.alias}/`,
  image: episode.image.url,
  subtitle: episode.created_by.channel,
}));

const meta = {
  title: 'Navigation/SearchBox',
  component: SearchBox,
  args: {
    onQueryChange: fn(),
    onSubmit: fn(),
    onSelect: fn(),
    renderLink: inertRenderLink,
    variant: 'desktop',
  },
  argTypes: { variant: { control: 'inline-radio', options: ['auto', 'desktop', 'mobile'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'პოდკასტების ძიება' });
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WithResults: Story = {
  args: { defaultValue: 'ქართ', results: demoResults, autoFocus: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getAllByRole('option')).toHaveLength(5);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  },
};

export const KeyboardSelection: Story = {
  args: { defaultValue: 'ქართ', results: demoResults, autoFocus: true },
  parameters: { visual: { disable: 'behaviour only; ends with the list closed' } },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('combobox');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = canvas.getAllByRole('option')[1];
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(demoResults[1]);
  },
};

export const Loading: Story = {
  args: { defaultValue: 'ისტორ', loading: true, autoFocus: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('იტვირთება...');
  },
};

export const NoResults: Story = {
  args: { defaultValue: 'ზზზზზ', autoFocus: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('შედეგი ვერ მოიძებნა');
  },
};

export const MobileThreeResults: Story = {
  args: { defaultValue: 'ქართ', results: demoResults, autoFocus: true, variant: 'auto' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(3));
  },
};

export const LiveSuggestions: Story = {
  parameters: { visual: { disable: 'behaviour only; ends with the list closed, like Empty' } },
  render: function Render(args) {
    const [results, setResults] = useState<SearchResult[]>([]);
    return (
      <SearchBox
        {...args}
        results={results}
        onQueryChange={(text) => {
          args.onQueryChange?.(text);
          const needle = text.toLocaleLowerCase('ka');
          setResults(demoResults.filter((result) => result.title.toLocaleLowerCase('ka').includes(needle)));
        }}
      />
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'შა');
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await userEvent.type(input, 'ვ');
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledWith('შავ'));
    await expect(await canvas.findByRole('option', { name: /შავი ხვრელები/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('შავ');
  },
};
