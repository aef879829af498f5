import { useCallback, useState } from 'react';

interface ControllableState<T> {
  value: T | undefined;
  defaultValue: T;
  onChange: ((next: T) => void) | undefined;
}

/** The controlled trio: follows `value` when given, keeps its own state otherwise, always reports changes. */
export function useControllableState<T>({ value, defaultValue, onChange }: ControllableState<T>) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolled;
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setUncontrolled(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, setValue] as const;
}
