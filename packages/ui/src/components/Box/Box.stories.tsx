import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import { Box, Stack } from './Box';

const meta = {
  title: 'Primitives/Box',
  component: Box,
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const Tile = ({ children }: { children: string }) => (
  <Box padding="lg" background="surfaceRaised" borderRadius="md">
    <Text size="sm">{children}</Text>
  </Box>
);

export const Surface: Story = {
  args: { padding: 'xl', background: 'surface', borderRadius: 'lg', children: <Text>ზედაპირი</Text> },
};

export const StackColumn: Story = {
  render: () => (
    <Stack gap="sm">
      <Tile>პირველი</Tile>
      <Tile>მეორე</Tile>
      <Tile>მესამე</Tile>
    </Stack>
  ),
};

export const StackRow: Story = {
  render: () => (
    <Stack direction="row" gap="lg" alignItems="center">
      <Tile>მარცხნივ</Tile>
      <Tile>შუაში</Tile>
      <Tile>მარჯვნივ</Tile>
    </Stack>
  ),
};

export const ResponsiveGrid: Story = {
  render: () => (
    <Box display="grid" gridTemplateColumns={{ mobile: 2, desktop: 4 }} gap="md">
      {['ერთი', 'ორი', 'სამი', 'ოთხი'].map((label) => (
        <Tile key={label}>{label}</Tile>
      ))}
    </Box>
  ),
};
