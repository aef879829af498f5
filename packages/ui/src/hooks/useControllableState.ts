import { useCallback, useState } from 'react';

/**
 * The controlled trio in one hook: `value` wins when it is defined, otherwise the
 * component keeps its own state seeded from `defaultValue`; `onChange` hears every change.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const isControlled = value !== undefined;

  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setUncontrolled(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );

  return [isControlled ? value : uncontrolled, setValue];
}
