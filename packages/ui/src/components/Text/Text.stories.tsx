import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, Text } from './Text';
import { headingLevels, textSizes, textTones } from './Text.css';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'ქართული პოდკასტები ერთ სივრცეში — მოუსმინე, შეინახე და გააზიარე.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </div>
  ),
};

export const Headings: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          სათაური {level} — ᲞᲝᲓᲙᲐᲡᲢᲔᲑᲘ
        </Heading>
      ))}
    </div>
  ),
};

export const Truncated: Story = {
  render: (args) => (
    <div style={{ width: 260, display: 'grid', gap: 12 }}>
      <Text {...args} truncate />
      <Text {...args} truncate={2}>
        ძალიან გრძელი აღწერა, რომელიც ორ ხაზზე უნდა შეიკვეცოს, რადგან ბარათზე ადგილი ცოტაა და ტექსტი არ უნდა გადმოვიდეს.
      </Text>
    </div>
  ),
};
