import type { ChangeEvent } from 'react';
import { useControllableState } from '../../hooks/useControllableState';

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A text control's controlled trio plus its native `onChange`: the change handler calls
 * `onChange` first, and unless it called `preventDefault()` the typed or chosen text becomes
 * the value (and `onValueChange` hears it).
 */
export function useFieldValue<E extends TextControl>(
  value: string | undefined,
  defaultValue: string,
  onValueChange: ((value: string) => void) | undefined,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
): [string, (event: ChangeEvent<E>) => void] {
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);

  const handleChange = (event: ChangeEvent<E>) => {
    onChange?.(event);
    if (!event.defaultPrevented) setCurrent(event.target.value);
  };

  return [current, handleChange];
}
