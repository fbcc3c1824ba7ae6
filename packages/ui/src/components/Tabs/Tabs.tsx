import { Tabs as RadixTabs } from 'radix-ui';
import { type ComponentPropsWithoutRef, type ComponentRef, createContext, forwardRef, useContext } from 'react';
import type { tabsVariants } from './Tabs.css';
import * as styles from './Tabs.css';

type Variant = (typeof tabsVariants)[number];

const ListContext = createContext<{ variant: Variant; fullWidth: boolean }>({ variant: 'segmented', fullWidth: false });

const cx = (...classes: (string | undefined | false)[]) => classes.filter(Boolean).join(' ');

export type TabsRootProps = ComponentPropsWithoutRef<typeof RadixTabs.Root>;

const Root = forwardRef<ComponentRef<typeof RadixTabs.Root>, TabsRootProps>(function TabsRoot(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Root ref={ref} className={cx(styles.root, className)} {...rest} />;
});
Root.displayName = 'Tabs.Root';

export interface TabsListProps extends ComponentPropsWithoutRef<typeof RadixTabs.List> {
  /** `segmented`: a pill switch (sign-in / register); `underline`: section tabs. */
  variant?: Variant;
  /** Triggers share the full width equally. */
  fullWidth?: boolean;
}

const List = forwardRef<ComponentRef<typeof RadixTabs.List>, TabsListProps>(function TabsList(
  { variant = 'segmented', fullWidth = false, className, ...rest },
  ref,
) {
  return (
    <ListContext.Provider value={{ variant, fullWidth }}>
      <RadixTabs.List ref={ref} className={cx(styles.list({ variant, fullWidth }), className)} {...rest} />
    </ListContext.Provider>
  );
});
List.displayName = 'Tabs.List';

/** A tab. With `asChild` it renders the child (a router link) so each tab can own a URL. */
export type TabsTriggerProps = ComponentPropsWithoutRef<typeof RadixTabs.Trigger>;

const Trigger = forwardRef<ComponentRef<typeof RadixTabs.Trigger>, TabsTriggerProps>(function TabsTrigger(
  { className, ...rest },
  ref,
) {
  const { variant, fullWidth } = useContext(ListContext);
  return <RadixTabs.Trigger ref={ref} className={cx(styles.trigger({ variant, fullWidth }), className)} {...rest} />;
});
Trigger.displayName = 'Tabs.Trigger';

export type TabsContentProps = ComponentPropsWithoutRef<typeof RadixTabs.Content>;

const Content = forwardRef<ComponentRef<typeof RadixTabs.Content>, TabsContentProps>(function TabsContent(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Content ref={ref} className={cx(styles.content, className)} {...rest} />;
});
Content.displayName = 'Tabs.Content';

/**
 * Tabs on Radix: `Tabs.Root` › `Tabs.List` › `Tabs.Trigger`, and one `Tabs.Content` per tab.
 * For route tabs, control `value` from the current path and render the triggers as links (`asChild`);
 * keep a `Tabs.Content` for each tab so every trigger's aria-controls points at a panel.
 */
export const Tabs = { Root, List, Trigger, Content };
