import { DropdownMenu as Radix } from 'radix-ui';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { usePortalContainer } from '../Modal/PortalContainer';
import * as styles from './DropdownMenu.css';

const cx = (...classes: Array<string | false | undefined>) => classes.filter(Boolean).join(' ');

const Root = (props: Radix.DropdownMenuProps) => <Radix.Root {...props} />;

const Trigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof Radix.Trigger>>(
  function DropdownMenuTrigger(props, ref) {
    return <Radix.Trigger ref={ref} {...props} />;
  },
);

export interface DropdownMenuContentProps extends ComponentPropsWithoutRef<typeof Radix.Content> {
  /** Where the portal mounts; a PortalContainerProvider's element, else document.body (themed through <html>). */
  container?: HTMLElement | null;
}

const Content = forwardRef<HTMLDivElement, DropdownMenuContentProps>(function DropdownMenuContent(
  { className, sideOffset = 6, align = 'end', collisionPadding = 12, container, ...rest },
  ref,
) {
  const inherited = usePortalContainer();
  return (
    <Radix.Portal container={container ?? inherited}>
      <Radix.Content
        ref={ref}
        className={cx(styles.content, className)}
        sideOffset={sideOffset}
        align={align}
        collisionPadding={collisionPadding}
        {...rest}
      />
    </Radix.Portal>
  );
});

export interface DropdownMenuItemProps extends ComponentPropsWithoutRef<typeof Radix.Item> {
  icon?: IconName;
  tone?: (typeof styles.dropdownItemTones)[number];
  children?: ReactNode;
}

const Item = forwardRef<HTMLDivElement, DropdownMenuItemProps>(function DropdownMenuItem(
  { icon, tone, className, children, asChild, ...rest },
  ref,
) {
  // With asChild the child (a link) is the item; the icon cannot be injected into it.
  return (
    <Radix.Item ref={ref} className={cx(styles.item({ tone }), className)} asChild={asChild} {...rest}>
      {asChild ? (
        children
      ) : (
        <>
          {icon && <Icon name={icon} size={18} className={styles.itemIcon} />}
          {children}
        </>
      )}
    </Radix.Item>
  );
});

const RadioGroup = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof Radix.RadioGroup>>(
  function DropdownMenuRadioGroup(props, ref) {
    return <Radix.RadioGroup ref={ref} {...props} />;
  },
);

const RadioItem = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof Radix.RadioItem>>(
  function DropdownMenuRadioItem({ className, children, ...rest }, ref) {
    return (
      <Radix.RadioItem ref={ref} className={cx(styles.item({ inset: true }), styles.checkedItem, className)} {...rest}>
        <Radix.ItemIndicator className={styles.indicator}>
          <Icon name="check" size={18} />
        </Radix.ItemIndicator>
        {children}
      </Radix.RadioItem>
    );
  },
);

const CheckboxItem = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof Radix.CheckboxItem>>(
  function DropdownMenuCheckboxItem({ className, children, ...rest }, ref) {
    return (
      <Radix.CheckboxItem
        ref={ref}
        className={cx(styles.item({ inset: true }), styles.checkedItem, className)}
        {...rest}
      >
        <Radix.ItemIndicator className={styles.indicator}>
          <Icon name="check" size={18} />
        </Radix.ItemIndicator>
        {children}
      </Radix.CheckboxItem>
    );
  },
);

const Separator = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof Radix.Separator>>(
  function DropdownMenuSeparator({ className, ...rest }, ref) {
    return <Radix.Separator ref={ref} className={cx(styles.separator, className)} {...rest} />;
  },
);

const Label = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof Radix.Label>>(function DropdownMenuLabel(
  { className, ...rest },
  ref,
) {
  return <Radix.Label ref={ref} className={cx(styles.label, className)} {...rest} />;
});

const Group = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof Radix.Group>>(
  function DropdownMenuGroup(props, ref) {
    return <Radix.Group ref={ref} {...props} />;
  },
);

Root.displayName = 'DropdownMenu.Root';
Trigger.displayName = 'DropdownMenu.Trigger';
Content.displayName = 'DropdownMenu.Content';
Item.displayName = 'DropdownMenu.Item';
RadioGroup.displayName = 'DropdownMenu.RadioGroup';
RadioItem.displayName = 'DropdownMenu.RadioItem';
CheckboxItem.displayName = 'DropdownMenu.CheckboxItem';
Separator.displayName = 'DropdownMenu.Separator';
Label.displayName = 'DropdownMenu.Label';
Group.displayName = 'DropdownMenu.Group';

/** A menu on Radix DropdownMenu: arrow keys, typeahead, Escape, and radio items for choices like the sort order. */
export const DropdownMenu = {
  Root,
  Trigger,
  Content,
  Item,
  Group,
  RadioGroup,
  RadioItem,
  CheckboxItem,
  Separator,
  Label,
};
