import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Input } from '../Input/Input';
import { PasswordInput } from '../PasswordInput/PasswordInput';
import { Text } from '../Text/Text';
import { Tabs } from './Tabs';
import type { tabsVariants } from './Tabs.css';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'login', onValueChange: fn() },
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

const AuthTabs = ({ variant, fullWidth }: { variant?: (typeof tabsVariants)[number]; fullWidth?: boolean }) => (
  <>
    <Tabs.List aria-label="ავტორიზაცია" variant={variant} fullWidth={fullWidth}>
      <Tabs.Trigger value="login">შესვლა</Tabs.Trigger>
      <Tabs.Trigger value="register">რეგისტრაცია</Tabs.Trigger>
    </Tabs.List>
    <Tabs.Content value="login">
      <div style={{ display: 'grid', gap: 16 }}>
        <Input label="ელ-ფოსტა" type="email" />
        <PasswordInput label="პაროლი" />
      </div>
    </Tabs.Content>
    <Tabs.Content value="register">
      <div style={{ display: 'grid', gap: 16 }}>
        <Input label="სახელი" />
        <Input label="გვარი" />
      </div>
    </Tabs.Content>
  </>
);

export const Segmented: Story = {
  render: (args) => (
    <Tabs.Root {...args} style={{ maxWidth: 420 }}>
      <AuthTabs />
    </Tabs.Root>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'შესვლა' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'რეგისტრაცია' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('register');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('რეგისტრაცია');
    await expect(canvas.getByLabelText('სახელი')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'შესვლა' })).toHaveFocus();
  },
};

export const FullWidth: Story = {
  render: (args) => (
    <Tabs.Root {...args} defaultValue="register" style={{ maxWidth: 420 }}>
      <AuthTabs fullWidth />
    </Tabs.Root>
  ),
};

export const Underline: Story = {
  args: { defaultValue: 'episodes' },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="არხი" variant="underline">
        <Tabs.Trigger value="episodes">ეპიზოდები</Tabs.Trigger>
        <Tabs.Trigger value="about">არხის შესახებ</Tabs.Trigger>
        <Tabs.Trigger value="stats" disabled>
          სტატისტიკა
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="episodes">
        <Text>არხზე 24 ეპიზოდია.</Text>
      </Tabs.Content>
      <Tabs.Content value="about">
        <Text>ყოველკვირეული საუბრები ისტორიაზე.</Text>
      </Tabs.Content>
      <Tabs.Content value="stats">
        <Text>სტატისტიკა მალე.</Text>
      </Tabs.Content>
    </Tabs.Root>
  ),
};

/** Sign-in and registration each own a URL (spec §2): triggers render as links, the route sets `value`. */
export const AsLinks: Story = {
  args: { value: 'login' },
  render: (args) => (
    <Tabs.Root {...args} activationMode="manual" style={{ maxWidth: 420 }}>
      <Tabs.List aria-label="ავტორიზაცია" fullWidth>
        <Tabs.Trigger value="login" asChild>
          <a href="#/login">შესვლა</a>
        </Tabs.Trigger>
        <Tabs.Trigger value="register" asChild>
          <a href="#/register">რეგისტრაცია</a>
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login">
        <Text tone="muted" size="sm">
          შესვლის ფორმა
        </Text>
      </Tabs.Content>
      <Tabs.Content value="register">
        <Text tone="muted" size="sm">
          რეგისტრაციის ფორმა
        </Text>
      </Tabs.Content>
    </Tabs.Root>
  ),
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: 'რეგისტრაცია' });
    await expect(tab.tagName).toBe('A');
    await expect(tab).toHaveAttribute('href', '#/register');
  },
};

export const Mobile: Story = {
  render: (args) => (
    <Tabs.Root {...args}>
      <AuthTabs fullWidth />
    </Tabs.Root>
  ),
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
