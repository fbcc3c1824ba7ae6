import { forwardRef, useState } from 'react';
import { primitiveMessages } from '../../i18n/primitives';
import { IconButton } from '../IconButton/IconButton';
import { Input, type InputProps } from '../Input/Input';

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'endSlot'> {
  /** Start with the password shown. */
  defaultVisible?: boolean;
  /** Accessible names of the toggle; Georgian defaults. */
  toggleLabels?: { show: string; hide: string };
  onVisibleChange?: (visible: boolean) => void;
}

/** A password field with a show/hide toggle; the typed value survives the switch. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { defaultVisible = false, toggleLabels = primitiveMessages.passwordInput, onVisibleChange, disabled, ...rest },
  ref,
) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <Input
      ref={ref}
      type={visible ? 'text' : 'password'}
      disabled={disabled}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...rest}
      endSlot={
        <IconButton
          icon={visible ? 'eyeOff' : 'eye'}
          label={visible ? toggleLabels.hide : toggleLabels.show}
          pressed={visible}
          size="sm"
          disabled={disabled}
          onClick={() => {
            setVisible(!visible);
            onVisibleChange?.(!visible);
          }}
        />
      }
    />
  );
});
PasswordInput.displayName = 'PasswordInput';
