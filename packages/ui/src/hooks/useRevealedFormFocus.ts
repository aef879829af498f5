import { useEffect, useRef } from 'react';

/**
 * A form a button reveals in place of itself (Add Card, Add Bank): focus goes to the form's first field when it opens
 * and back to the button when it closes, so a keyboard user does not fall back to the top of the page.
 */
export function useRevealedFormFocus(open: boolean) {
  const formRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    if (open) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    else openerRef.current?.focus();
  }, [open]);
  return { formRef, openerRef };
}
