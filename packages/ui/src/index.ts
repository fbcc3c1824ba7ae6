// The public surface of the design system: every export is named here.

export { Box, type BoxProps, Stack, type StackProps } from './components/Box/Box';
export { Button, type ButtonProps } from './components/Button/Button';
export { buttonSizes, buttonVariants } from './components/Button/Button.css';
// Primitives
export { Icon, type IconProps } from './components/Icon/Icon';
export { type IconName, iconNames } from './components/Icon/icons';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton';
export { Heading, type HeadingProps, Text, type TextProps } from './components/Text/Text';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export { uiMessages } from './i18n/messages';
// Theme
export { vars } from './theme/contract.css';
export { type Sprinkles, sprinkles } from './theme/sprinkles.css';
export {
  applyTheme,
  DARK_MODE_STORAGE_KEY,
  DEFAULT_THEME,
  readStoredTheme,
  storeTheme,
  THEME_STORAGE_KEY,
  type ThemeName,
  ThemeProvider,
  useTheme,
} from './theme/ThemeProvider';
export { darkTheme, lightTheme, themeClass } from './theme/themes.css';
export { breakpoints, media, sharedTokens } from './theme/tokens';

// ── Primitives (forms, media primitives, feedback) ──
export { Checkbox, type CheckboxProps, type CheckedState } from './components/Checkbox/Checkbox';
export { Field, type FieldControlProps, type FieldProps } from './components/Field/Field';
export { Input, type InputProps } from './components/Input/Input';
export { PasswordInput, type PasswordInputProps } from './components/PasswordInput/PasswordInput';
export { controlSizes } from './components/private/control.css';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/RadioGroup/RadioGroup';
export { radioGroupVariants } from './components/RadioGroup/RadioGroup.css';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export {
  Tabs,
  type TabsContentProps,
  type TabsListProps,
  type TabsRootProps,
  type TabsTriggerProps,
} from './components/Tabs/Tabs';
export { tabsVariants } from './components/Tabs/Tabs.css';
export { Textarea, type TextareaProps } from './components/Textarea/Textarea';
export { primitiveMessages } from './i18n/primitives';

// ── Overlays ──

// ── Content ──

// ── Navigation ──

// ── Media and data ──

// Demo data for stories and tests of the consumers (apps/web screens)
export * as fixtures from './stories/fixtures';
