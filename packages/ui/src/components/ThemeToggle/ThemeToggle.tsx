import { navigationMessages } from '../../i18n/navigation';
import type { ThemeName } from '../../theme/ThemeProvider';
import { IconButton, type IconButtonProps } from '../IconButton/IconButton';

export interface ThemeToggleProps extends Omit<IconButtonProps, 'icon' | 'label' | 'onClick' | 'onToggle' | 'pressed'> {
  /** The theme now in use; the button offers the other one. */
  theme: ThemeName;
  onToggle: (next: ThemeName) => void;
  /** Label of the button while the dark theme is on. */
  toLightLabel?: string;
  /** Label of the button while the light theme is on. */
  toDarkLabel?: string;
}

/** Sun in the dark theme, moon in the light one; the label says what a click does. */
export function ThemeToggle({
  theme,
  onToggle,
  toLightLabel = navigationMessages.themeToggle.toLight,
  toDarkLabel = navigationMessages.themeToggle.toDark,
  ...rest
}: ThemeToggleProps) {
  const next: ThemeName = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      icon={theme === 'dark' ? 'sun' : 'moon'}
      label={theme === 'dark' ? toLightLabel : toDarkLabel}
      onClick={() => onToggle(next)}
      {...rest}
    />
  );
}
ThemeToggle.displayName = 'ThemeToggle';
