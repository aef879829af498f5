import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import {
  createModalParts,
  ModalCloseCross,
  useFocusReturn,
  type ModalRootProps,
  type ModalSlotProps,
} from '../Dialog/modalParts';
import { OverlayLayer } from '../Dialog/OverlayLayer';
import { useOverflowing } from '../Dialog/useOverflowing';
import * as styles from './Drawer.css';

export type DrawerRootProps = ModalRootProps;
export type DrawerSlotProps = ModalSlotProps;

/** `Drawer.Root` holds the open state; `Drawer.Trigger` opens the drawer; `Drawer.Close` closes it. */
const { Root: DrawerRoot, Trigger: DrawerTrigger, Close: DrawerClose } = createModalParts('Drawer');

type RadixContentProps = Omit<
  RadixDialog.DialogContentProps,
  'asChild' | 'children' | 'className' | 'style' | 'title' | 'forceMount'
>;

export interface DrawerContentProps extends RadixContentProps, styles.DrawerContentVariants {
  /** The visible heading and the drawer's accessible name, e.g. the lot title. */
  title: ReactNode;
  /** A line under the title, e.g. the lot number. */
  description?: ReactNode;
  children?: ReactNode;
  /** Pinned to the foot while the body scrolls, e.g. the bid field and 'Place Maximum Bid'. */
  actions?: ReactNode;
  /** Accessible name of the close cross. */
  closeLabel?: string;
}

/** A modal panel that slides in from the right; full width at the phone breakpoint (600 px) or less. */
function DrawerContent({
  title,
  description,
  children,
  actions,
  size,
  closeLabel = 'Close',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: DrawerContentProps) {
  const focusReturn = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus });
  const [bodyRef, bodyScrolls] = useOverflowing<HTMLDivElement>();

  return (
    <RadixDialog.Portal>
      <OverlayLayer level="modal">
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          {...rest}
          {...focusReturn}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={styles.content({ size })}
        >
          <div className={styles.header}>
            <div>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
              ) : null}
            </div>
            <ModalCloseCross className={styles.closeButton} label={closeLabel} />
          </div>
          <div ref={bodyRef} className={styles.body} tabIndex={bodyScrolls ? 0 : undefined}>
            {children}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </RadixDialog.Content>
      </OverlayLayer>
    </RadixDialog.Portal>
  );
}
DrawerContent.displayName = 'Drawer.Content';

/** Side drawer parts, Radix style: `Drawer.Root`, `Drawer.Trigger`, `Drawer.Content`, `Drawer.Close`. */
export const Drawer = {
  Root: DrawerRoot,
  Trigger: DrawerTrigger,
  Content: DrawerContent,
  Close: DrawerClose,
};
