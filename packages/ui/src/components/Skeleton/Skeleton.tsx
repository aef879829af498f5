import { assignInlineVars } from '@vanilla-extract/dynamic';
import { VisuallyHidden } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './Skeleton.css';

/** The default text a skeleton gives assistive technology. */
export const SKELETON_LOADING_LABEL = 'Loading…';

type Length = string;

const sizeVars = (width: Length | undefined, height: Length | undefined) =>
  assignInlineVars({
    ...(width === undefined ? {} : { [styles.widthVar]: width }),
    ...(height === undefined ? {} : { [styles.heightVar]: height }),
  });

export interface SkeletonRootProps {
  /** What the placeholder says to assistive technology, e.g. 'Loading lots'. */
  label?: string | undefined;
  children: ReactNode;
}

/** Marks its content as loading: aria-busy, with a visually hidden label in place of the shapes. */
function SkeletonRoot({ label = SKELETON_LOADING_LABEL, children }: SkeletonRootProps) {
  return (
    <div className={styles.root} aria-busy="true" data-state="loading">
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
      {children}
    </div>
  );
}
SkeletonRoot.displayName = 'Skeleton.Root';

type SkeletonShapeProps = Omit<styles.SkeletonVariants, 'shape'> & {
  shape: NonNullable<styles.SkeletonVariants['shape']>;
  width?: Length | undefined;
  height?: Length | undefined;
};

/** The one element behind every shape: hidden from assistive technology, sized through inline vars. */
function SkeletonShape({ shape, width, height, ...variants }: SkeletonShapeProps) {
  return (
    <span
      className={styles.skeleton({ shape, ...variants })}
      style={sizeVars(width, height)}
      aria-hidden="true"
      data-shape={shape}
    />
  );
}

export interface SkeletonLineProps {
  /** A CSS length; the full width by default. */
  width?: Length | undefined;
  /** The text the line stands in for. */
  size?: styles.SkeletonVariants['size'];
}

/** A line of text that has not arrived yet. */
function SkeletonLine({ width, size }: SkeletonLineProps) {
  return <SkeletonShape shape="line" size={size} width={width} />;
}
SkeletonLine.displayName = 'Skeleton.Line';

export interface SkeletonBlockProps {
  width?: Length | undefined;
  /** A CSS length; 2.5rem (a button) by default. Ignored when `ratio` is set. */
  height?: Length | undefined;
  /** Keeps an image's proportions. */
  ratio?: styles.SkeletonVariants['ratio'];
}

/** A rectangle: an image, a button, a chart. */
function SkeletonBlock({ width, height, ratio }: SkeletonBlockProps) {
  return <SkeletonShape shape="block" ratio={ratio} width={width} height={height} />;
}
SkeletonBlock.displayName = 'Skeleton.Block';

export interface SkeletonCircleProps {
  /** Diameter as a CSS length; 2.5rem by default. */
  size?: Length | undefined;
}

/** A round placeholder: an avatar, a coin, an icon. */
function SkeletonCircle({ size }: SkeletonCircleProps) {
  return <SkeletonShape shape="circle" width={size} />;
}
SkeletonCircle.displayName = 'Skeleton.Circle';

export interface SkeletonStackProps {
  children: ReactNode;
}

/** Shapes stacked with a small gap: a label over its value, two lines of a title. */
function SkeletonStack({ children }: SkeletonStackProps) {
  return <span className={styles.stack}>{children}</span>;
}
SkeletonStack.displayName = 'Skeleton.Stack';

export interface SkeletonTableRowProps {
  /** One entry per column: the width of its line as a CSS length, or 'image' for a thumbnail. */
  columns: readonly (Length | 'image')[];
  label?: string | undefined;
}

/** A table row while its data loads; put it in a `<tbody>` under the table's real header. */
function SkeletonTableRow({ columns, label = 'Loading row' }: SkeletonTableRowProps) {
  return (
    <tr aria-busy="true" data-state="loading">
      {columns.map((column, index) => (
        <td key={index} className={styles.cell}>
          {index === 0 ? <VisuallyHidden.Root>{label}</VisuallyHidden.Root> : null}
          {column === 'image' ? (
            <SkeletonBlock width="3.5rem" ratio="square" />
          ) : (
            <SkeletonLine size="small" width={column} />
          )}
        </td>
      ))}
    </tr>
  );
}
SkeletonTableRow.displayName = 'Skeleton.TableRow';

/**
 * Loading placeholders: primitives (Line, Block, Circle, Stack), a busy Root and table rows.
 * A component's own loading shape (`LotCardSkeleton`, `AuctionCardSkeleton`) lives with the component.
 */
export const Skeleton = {
  Root: SkeletonRoot,
  Line: SkeletonLine,
  Block: SkeletonBlock,
  Circle: SkeletonCircle,
  Stack: SkeletonStack,
  TableRow: SkeletonTableRow,
};
