import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { Button } from '../Button';
import { CloseIcon } from '../Dialog/CloseIcon';
import { OverlayLayer } from '../Dialog/OverlayLayer';
import { useOverflowing } from '../Dialog/useOverflowing';
import * as styles from './Drawer.css';

export type DrawerRootProps = RadixDialog.DialogProps;

/** Holds the open state: `open`/`defaultOpen`/`onOpenChange`. */
function DrawerRoot(props: DrawerRootProps) {
  return <RadixDialog.Root {...props} />;
}
DrawerRoot.displayName = 'Drawer.Root';

export interface DrawerSlotProps {
  /** One element that accepts a ref and a click handler, usually a `Button`. */
  children: ReactElement;
}

/** Opens the drawer; focus returns here when it closes. */
function DrawerTrigger({ children }: DrawerSlotProps) {
  return <RadixDialog.Trigger asChild>{children}</RadixDialog.Trigger>;
}
DrawerTrigger.displayName = 'Drawer.Trigger';

/** Closes the drawer when its child is activated. */
function DrawerClose({ children }: DrawerSlotProps) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
DrawerClose.displayName = 'Drawer.Close';

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
  ...rest
}: DrawerContentProps) {
  const [bodyRef, bodyScrolls] = useOverflowing<HTMLDivElement>();

  return (
    <RadixDialog.Portal>
      <OverlayLayer level="modal">
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          {...rest}
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
            <span className={styles.closeButton}>
              <RadixDialog.Close asChild>
                <Button variant="ghost" size="small" aria-label={closeLabel}>
                  <CloseIcon />
                </Button>
              </RadixDialog.Close>
            </span>
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
