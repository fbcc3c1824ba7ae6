import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';
import type { ReactNode } from 'react';

/** Text for screen readers only (a label that the design shows as an icon, a live status). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <RadixVisuallyHidden.Root>{children}</RadixVisuallyHidden.Root>;
}
