import { Button, Input, Tooltip, type InputProps } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useState, type KeyboardEvent } from 'react';

type Props = Omit<InputProps, 'type' | 'contentAfter' | 'onChange' | 'value'> & {
  value: string;
  onValueChange(value: string): void;
};

/** Password field with a show/hide toggle and the 'Caps lock is On' tooltip (SPEC §2.3). */
export function PasswordInput({ value, onValueChange, onKeyUp, onKeyDown, onBlur, ...rest }: Props) {
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);

  const checkCaps = (e: KeyboardEvent<HTMLInputElement>) => {
    if (typeof e.getModifierState === 'function') setCapsLock(e.getModifierState('CapsLock'));
  };

  return (
    <Tooltip content="Caps lock is On" relationship="description" visible={capsLock} positioning="above-start">
      <Input
        {...rest}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={(_, d) => onValueChange(d.value)}
        onKeyUp={(e) => {
          checkCaps(e);
          onKeyUp?.(e);
        }}
        onKeyDown={(e) => {
          checkCaps(e);
          onKeyDown?.(e);
        }}
        onBlur={(e) => {
          setCapsLock(false);
          onBlur?.(e);
        }}
        contentAfter={
          <Button
            type="button"
            appearance="transparent"
            size="small"
            icon={visible ? <EyeOffRegular /> : <EyeRegular />}
            aria-label={visible ? 'Sembunyikan kata sandi' : 'Tampilkan kata sandi'}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          />
        }
      />
    </Tooltip>
  );
}
