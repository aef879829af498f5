import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import {
  createModalParts,
  ModalCloseCross,
  useFocusReturn,
  type ModalRootProps,
  type ModalSlotProps,
} from './modalParts';
import * as styles from './Dialog.css';
import { OverlayLayer } from './OverlayLayer';
import { useOverflowing } from './useOverflowing';

export type DialogRootProps = ModalRootProps;
export type DialogSlotProps = ModalSlotProps;

/** `Dialog.Root` holds the open state; `Dialog.Trigger` opens the dialog; `Dialog.Close` closes it. */
const { Root: DialogRoot, Trigger: DialogTrigger, Close: DialogClose } = createModalParts('Dialog');

type RadixContentProps = Omit<
  RadixDialog.DialogContentProps,
  'asChild' | 'children' | 'className' | 'style' | 'title' | 'role' | 'forceMount'
>;

export interface DialogContentProps extends RadixContentProps, styles.DialogContentVariants {
  /** The visible heading and the dialog's accessible name. */
  title: ReactNode;
  /** A sentence under the title, announced with the name. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons at the foot, e.g. Cancel and Retract Bid; they stay visible while the body scrolls. */
  actions?: ReactNode;
  /**
   * `alertdialog` is for confirmations and notices that need an answer: no close cross,
   * and a click outside does not dismiss it (Escape still does).
   */
  role?: 'dialog' | 'alertdialog';
  /** Accessible name of the close cross. */
  closeLabel?: string;
}

/** The modal panel: title, description, a scrolling body, actions and a close cross. */
function DialogContent({
  title,
  description,
  children,
  actions,
  role = 'dialog',
  size,
  closeLabel = 'Close',
  onPointerDownOutside,
  onInteractOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: DialogContentProps) {
  const focusReturn = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus });
  const [bodyRef, bodyScrolls] = useOverflowing<HTMLDivElement>();
  const isAlert = role === 'alertdialog';

  return (
    <RadixDialog.Portal>
      <OverlayLayer level="modal">
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          {...rest}
          {...focusReturn}
          {...(description ? {} : { 'aria-describedby': undefined })}
          role={role}
          className={styles.content({ size })}
          onPointerDownOutside={(event) => {
            onPointerDownOutside?.(event);
            if (isAlert) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            onInteractOutside?.(event);
            if (isAlert) event.preventDefault();
          }}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {isAlert ? null : <ModalCloseCross className={styles.closeButton} label={closeLabel} />}
          </div>
          <div ref={bodyRef} className={styles.body} tabIndex={bodyScrolls ? 0 : undefined}>
            {description ? (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            ) : null}
            {children}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </RadixDialog.Content>
      </OverlayLayer>
    </RadixDialog.Portal>
  );
}
DialogContent.displayName = 'Dialog.Content';

/** Modal dialog parts, Radix style: `Dialog.Root`, `Dialog.Trigger`, `Dialog.Content`, `Dialog.Close`. */
export const Dialog = {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Close: DialogClose,
};
