import { Popover as RadixPopover } from 'radix-ui';
import { useId, type ReactElement, type ReactNode } from 'react';
import { OverlayLayer } from '../Dialog/OverlayLayer';
import { useOverflowing } from '../Dialog/useOverflowing';
import * as styles from './Popover.css';

export type PopoverRootProps = RadixPopover.PopoverProps;

/** Holds the open state: `open`/`defaultOpen`/`onOpenChange`. */
function PopoverRoot(props: PopoverRootProps) {
  return <RadixPopover.Root {...props} />;
}
PopoverRoot.displayName = 'Popover.Root';

export interface PopoverSlotProps {
  /** One element that accepts a ref and a click handler, usually a `Button`. */
  children: ReactElement;
}

/** Toggles the popover; focus returns here when it closes. */
function PopoverTrigger({ children }: PopoverSlotProps) {
  return <RadixPopover.Trigger asChild>{children}</RadixPopover.Trigger>;
}
PopoverTrigger.displayName = 'Popover.Trigger';

/** Closes the popover when its child is activated. */
function PopoverClose({ children }: PopoverSlotProps) {
  return <RadixPopover.Close asChild>{children}</RadixPopover.Close>;
}
PopoverClose.displayName = 'Popover.Close';

type RadixContentProps = Omit<
  RadixPopover.PopoverContentProps,
  'asChild' | 'children' | 'className' | 'style' | 'title' | 'forceMount'
>;

type PopoverName =
  | { /** A visible heading that names the popover. */ title: ReactNode; 'aria-label'?: never }
  | { title?: never; /** Names the popover when it has no visible heading. */ 'aria-label': string };

export type PopoverContentProps = RadixContentProps &
  styles.PopoverContentVariants &
  PopoverName & {
    children: ReactNode;
  };

/** A non-modal panel next to its trigger; Escape or a click outside closes it. */
function PopoverContent({ title, children, size, sideOffset = 6, collisionPadding = 8, ...rest }: PopoverContentProps) {
  const titleId = useId();
  const [bodyRef, bodyScrolls] = useOverflowing<HTMLDivElement>();

  return (
    <RadixPopover.Portal>
      <OverlayLayer level="popover">
        <RadixPopover.Content
          {...rest}
          {...(title ? { 'aria-labelledby': titleId } : {})}
          sideOffset={sideOffset}
          collisionPadding={collisionPadding}
          className={styles.content({ size })}
        >
          {title ? (
            <p id={titleId} className={styles.title}>
              {title}
            </p>
          ) : null}
          <div ref={bodyRef} className={styles.body} tabIndex={bodyScrolls ? 0 : undefined}>
            {children}
          </div>
          <RadixPopover.Arrow className={styles.arrow} width={14} height={7} />
        </RadixPopover.Content>
      </OverlayLayer>
    </RadixPopover.Portal>
  );
}
PopoverContent.displayName = 'Popover.Content';

/** Popover parts, Radix style: `Popover.Root`, `Popover.Trigger`, `Popover.Content`, `Popover.Close`. */
export const Popover = {
  Root: PopoverRoot,
  Trigger: PopoverTrigger,
  Content: PopoverContent,
  Close: PopoverClose,
};
