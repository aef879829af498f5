import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactElement } from 'react';
import { Button } from '../Button';
import { CloseIcon } from './CloseIcon';

export type ModalRootProps = RadixDialog.DialogProps;

export interface ModalSlotProps {
  /** One element that accepts a ref and a click handler, usually a `Button`. */
  children: ReactElement;
}

/**
 * The parts a modal panel (`Dialog`, `Drawer`) shares with Radix's dialog: `Root` holds the open
 * state, `Trigger` opens it (focus returns there on close), `Close` closes it when its child is
 * activated. `name` only sets their display names, e.g. 'Dialog.Root'.
 */
export function createModalParts(name: string) {
  function Root(props: ModalRootProps) {
    return <RadixDialog.Root {...props} />;
  }
  Root.displayName = `${name}.Root`;

  function Trigger({ children }: ModalSlotProps) {
    return <RadixDialog.Trigger asChild>{children}</RadixDialog.Trigger>;
  }
  Trigger.displayName = `${name}.Trigger`;

  function Close({ children }: ModalSlotProps) {
    return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
  }
  Close.displayName = `${name}.Close`;

  return { Root, Trigger, Close };
}

export interface ModalCloseCrossProps {
  className: string;
  /** Accessible name of the button. */
  label: string;
}

/** The close cross in a modal panel's header. */
export function ModalCloseCross({ className, label }: ModalCloseCrossProps) {
  return (
    <span className={className}>
      <RadixDialog.Close asChild>
        <Button variant="ghost" size="small" aria-label={label}>
          <CloseIcon />
        </Button>
      </RadixDialog.Close>
    </span>
  );
}

/**
 * Radix returns focus to `Trigger` on close. A panel opened another way (a button that sets the open state, an event)
 * returns it to what had focus when the panel opened, if that is still on the page, rather than to the page's body.
 * Props for the panel's Radix `Content`; the caller's own handlers run first.
 */
export function useFocusReturn(handlers: {
  onOpenAutoFocus?: ((event: Event) => void) | undefined;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
}) {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented) return;
      if (element instanceof HTMLElement && element !== document.body && element.isConnected) {
        event.preventDefault();
        element.focus();
      }
    },
  };
}
