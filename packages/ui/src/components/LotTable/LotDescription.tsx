import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Popover } from '../Popover';
import { descriptionPreview } from './lot';
import { LotLink } from './LotLink';
import * as styles from './LotTable.css';

export interface LotDescriptionProps {
  title: string;
  description: string | undefined;
  href: string | undefined;
  onOpenLot: () => void;
}

/** 'preview' follows the pointer or keyboard focus and leaves focus where it is; 'pinned' came from a click or Enter and moves focus in. */
type Mode = 'closed' | 'preview' | 'pinned';

const CLOSE_DELAY_MS = 150;

/** The first 30 characters; hover or focus shows the whole description with 'read more', a click keeps it open. */
export function LotDescription({ title, description, href, onOpenLot }: LotDescriptionProps) {
  const [mode, setMode] = useState<Mode>('closed');
  const closeTimer = useRef<number | undefined>(undefined);
  const readMore = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  const returningFocus = useRef(false);
  const preview = descriptionPreview(description);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(
      () => setMode((now) => (now === 'preview' ? 'closed' : now)),
      CLOSE_DELAY_MS,
    );
  };
  const showPreview = () => {
    cancelClose();
    setMode((now) => (now === 'closed' ? 'preview' : now));
  };
  const byMouse = (event: PointerEvent) => event.pointerType === 'mouse';

  useEffect(() => cancelClose, []);

  useEffect(() => {
    if (mode !== 'pinned') return;
    const frame = requestAnimationFrame(() => readMore.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [mode]);

  if (preview === (description ?? '').trim()) return <span className={styles.description}>{preview}</span>;

  return (
    <Popover.Root open={mode !== 'closed'} onOpenChange={(open) => (open ? undefined : setMode('closed'))}>
      <Popover.Trigger>
        <button
          type="button"
          className={styles.descriptionTrigger}
          onPointerEnter={(event) => (byMouse(event) ? showPreview() : undefined)}
          onPointerLeave={(event) => (byMouse(event) ? scheduleClose() : undefined)}
          onFocus={(event) => {
            if (returningFocus.current) returningFocus.current = false;
            else if (event.currentTarget.matches(':focus-visible')) showPreview();
          }}
          onBlur={() => scheduleClose()}
          onClick={(event) => {
            event.preventDefault();
            setMode((now) => (now === 'pinned' ? 'closed' : 'pinned'));
          }}
        >
          {preview}
        </button>
      </Popover.Trigger>
      <Popover.Content
        title={title}
        side="bottom"
        align="start"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          // Focus goes back to the trigger only when it was lost with the closed popover, and must not reopen it there.
          if (document.activeElement && document.activeElement !== document.body) {
            event.preventDefault();
            return;
          }
          returningFocus.current = true;
          queueMicrotask(() => (returningFocus.current = false));
        }}
        onPointerEnter={cancelClose}
        onPointerLeave={(event) => (byMouse(event) ? scheduleClose() : undefined)}
      >
        <p className={styles.popoverText}>{description}</p>
        <LotLink ref={readMore} href={href} onOpen={onOpenLot} className={styles.readMore}>
          read more
        </LotLink>
      </Popover.Content>
    </Popover.Root>
  );
}
