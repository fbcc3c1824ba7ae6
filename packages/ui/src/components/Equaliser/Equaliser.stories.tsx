import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiMessages } from '../../i18n/messages';
import { vars } from '../../theme/contract.css';
import { Equaliser } from './Equaliser';

const m = uiMessages.episodeCard;

const meta = {
  title: 'Media/Equaliser',
  component: Equaliser,
  args: { playing: true },
  decorators: [
    (Story) => (
      <span
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 8,
          color: vars.color.accentSoftText,
          fontFamily: vars.font.body,
          fontSize: vars.fontSize.sm,
          fontWeight: 600,
        }}
      >
        <Story />
      </span>
    ),
  ],
} satisfies Meta<typeof Equaliser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bars move (still in screenshots and under reduced motion). */
export const Playing: Story = {
  render: (args) => (
    <>
      <Equaliser {...args} />
      {m.nowPlaying}
    </>
  ),
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[data-equaliser]');
    await expect(mark).toHaveAttribute('data-equaliser', 'playing');
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
  },
};

/** In the player but paused: the same mark, still. */
export const Paused: Story = {
  args: { playing: false },
  render: (args) => (
    <>
      <Equaliser {...args} />
      {m.paused}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-equaliser]')).toHaveAttribute('data-equaliser', 'still');
  },
};
