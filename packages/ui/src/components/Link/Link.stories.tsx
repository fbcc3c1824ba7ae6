import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { primitiveMessages } from '../../i18n/primitives';
import { Text } from '../Text/Text';
import { Link } from './Link';
import { linkTones, linkUnderlines } from './Link.css';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#/terms/', children: 'წესები და პირობები' },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    underline: { control: 'inline-radio', options: linkUnderlines },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'წესები და პირობები' })).toHaveAttribute('href', '#/terms/');
  },
};

export const InText: Story = {
  render: (args) => (
    <Text style={{ maxWidth: 520 }}>
      რეგისტრაციით ეთანხმები საიტის <Link {...args} />
      -ს და <Link href="#/policy/">კონფიდენციალურობის პოლიტიკას</Link>, რომლებიც ნებისმიერ დროს შეგიძლია გადახედო.
    </Text>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {linkTones.map((tone) =>
        linkUnderlines.map((underline) => (
          <div key={`${tone}-${underline}`}>
            <Link {...args} tone={tone} underline={underline}>
              ყველა პოდკასტი — {tone}, {underline}
            </Link>
          </div>
        )),
      )}
    </div>
  ),
};

export const External: Story = {
  args: { href: 'https://www.facebook.com/', external: true, children: 'Facebook' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: `Facebook ${primitiveMessages.link.newWindow}` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A router link keeps its own element and behaviour; Link only lends the look. */
export const AsChild: Story = {
  args: { asChild: true, children: <a href="#/podcastpage/">ყველა ეპიზოდი</a>, underline: 'hover', tone: 'default' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'ყველა ეპიზოდი' })).toHaveAttribute('href', '#/podcastpage/');
  },
};
