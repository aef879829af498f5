import { useCallback, useState } from 'react';

/** The `value`/`defaultValue`/`onValueChange` trio: controlled when `value` is given, else self-held. */
export function useControllableValue(
  value: string | undefined,
  defaultValue: string,
  onValueChange: ((value: string) => void) | undefined,
) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const setValue = useCallback(
    (next: string) => {
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );
  return [current, setValue] as const;
}
