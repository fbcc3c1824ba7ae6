import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoChannels, demoEpisodes } from '../../stories/fixtures';
import { ExpandableText } from './ExpandableText';

const longDescription = `<p>${demoEpisodes[0]?.title}. ეპიზოდში ვსაუბრობთ მეფის ბავშვობაზე, ქუთაისის სამეფო კარზე და იმ რეფორმებზე, რომლებმაც ქვეყანა შეცვალა.</p>
<p>განვიხილავთ <strong>დიდგორის ბრძოლას</strong>, გელათის აკადემიის დაარსებას და <em>„ღვთაებრივი გალობის“</em> ისტორიას.</p>
<ul><li>სტუმარი: ისტორიკოსი ნინო ბერიძე</li><li>წყაროები: <a href="https://example.ge/sources">ბიბლიოგრაფია</a></li></ul>
<p>მოგვწერეთ კითხვები და შემდეგ ეპიზოდში ვუპასუხებთ.</p>`;

const meta = {
  title: 'Content/ExpandableText',
  component: ExpandableText,
  args: { html: longDescription, lines: 3, onExpandedChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ExpandableText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'მეტის ნახვა' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Expanded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'მეტის ნახვა' }));
    await expect(canvas.getByRole('button', { name: 'ნაკლების ნახვა' })).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('link', { name: 'ბიბლიოგრაფია' })).toBeVisible();
  },
};

export const ShortTextNoToggle: Story = {
  args: { html: demoChannels[2]?.channel_description },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const UnsafeHtmlIsCleaned: Story = {
  args: {
    html: '<p onclick="alert(1)">არხის აღწერა <script>alert(1)</script><img src="x" onerror="alert(1)">უსაფრთხოდ გამოჩნდა.</p>',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, [onclick]')).toBeNull();
  },
};

export const Mobile: Story = {
  args: { lines: 4 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
