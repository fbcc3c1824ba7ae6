import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, Text } from '../components/Text/Text';
import { vars } from './contract.css';
import { sharedTokens } from './tokens';

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const colorNames = Object.keys(vars.color).filter((name) => name !== 'scrim') as (keyof typeof vars.color)[];

export const Colors: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 12 }}>
      {colorNames.map((name) => (
        <figure key={name} style={{ margin: 0, display: 'grid', gap: 6 }}>
          <div
            style={{
              height: 56,
              borderRadius: 10,
              background: vars.color[name],
              boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
            }}
          />
          <figcaption>
            <Text as="span" size="xs" tone="muted">
              {name}
            </Text>
          </figcaption>
        </figure>
      ))}
    </div>
  ),
};

export const Typography: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 760 }}>
      <Heading level={1}>ქართული პოდკასტები</Heading>
      <Heading level={2}>ᲛᲗᲐᲕᲠᲣᲚᲘ ᲡᲐᲗᲐᲣᲠᲘ — Mtavruli</Heading>
      <Heading level={3}>რეკომენდებული ეპიზოდები</Heading>
      <Heading level={4}>ბოლოს მოსმენილი</Heading>
      <Text size="lg">
        აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ — ყველა ასო კარგად უნდა იკითხებოდეს, როგორც მუქ, ისე ნათელ თემაში.
      </Text>
      <Text>
        პოდკასტი ხმოვანი ან ვიდეო ეპიზოდების სერიაა. მოუსმინე ნებისმიერ დროს, შეინახე საყვარელი ეპიზოდები და გააგრძელე
        იქიდან, სადაც გაჩერდი. Latin text sits well beside Georgian: 12:45, 4.6 ★
      </Text>
      <Text size="sm" tone="muted">
        15/06/2024 · 1:02:05 · ისტორია
      </Text>
    </div>
  ),
};

export const Spacing: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(Object.keys(sharedTokens.space) as (keyof typeof sharedTokens.space)[]).map((name) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <Text as="span" size="xs" tone="muted" style={{ width: 48 }}>
            {name}
          </Text>
          <div style={{ height: 12, width: vars.space[name], background: vars.color.accent, borderRadius: 3 }} />
          <Text as="span" size="xs">
            {sharedTokens.space[name]}
          </Text>
        </div>
      ))}
    </div>
  ),
};

export const RadiiAndShadows: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 20 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div
          key={size}
          style={{
            width: 140,
            height: 90,
            display: 'grid',
            placeItems: 'center',
            background: vars.color.surfaceRaised,
            borderRadius: vars.radius[size],
            boxShadow: vars.shadow[size],
          }}
        >
          <Text as="span" size="sm">
            {size}
          </Text>
        </div>
      ))}
    </div>
  ),
};
