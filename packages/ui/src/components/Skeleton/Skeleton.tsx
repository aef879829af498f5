import { assignInlineVars } from '@vanilla-extract/dynamic';
import { VisuallyHidden } from 'radix-ui';
import type { ReactNode } from 'react';
import * as auctionCardStyles from '../AuctionCard/AuctionCard.css';
import * as lotCardStyles from '../LotCard/LotCard.css';
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

export interface SkeletonLotCardProps extends lotCardStyles.CardVariants {
  label?: string | undefined;
}

/** The shape of a LotCard (grid, list or mobile layout) while its lot loads. */
function SkeletonLotCard({ layout = 'grid', label = 'Loading lot' }: SkeletonLotCardProps) {
  return (
    <div className={lotCardStyles.card({ layout })} aria-busy="true" data-state="loading" data-layout={layout}>
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
      <span className={lotCardStyles.media} aria-hidden="true">
        <SkeletonBlock ratio={layout === 'grid' ? 'landscape' : 'square'} />
      </span>
      <span className={lotCardStyles.header} aria-hidden="true">
        <SkeletonLine size="small" width="30%" />
        <SkeletonLine size="large" />
        <SkeletonLine size="large" width="65%" />
      </span>
      <span className={lotCardStyles.facts} aria-hidden="true">
        <span className={`${styles.stack} ${lotCardStyles.estimateFact}`}>
          <SkeletonLine size="xsmall" width="25%" />
          <SkeletonLine size="small" width="55%" />
        </span>
        <span className={styles.stack}>
          <SkeletonLine size="xsmall" width="40%" />
          <SkeletonLine size="large" width="70%" />
        </span>
        <span className={styles.stack}>
          <SkeletonLine size="xsmall" width="2.5rem" />
          <SkeletonLine size="large" width="1.5rem" />
        </span>
      </span>
      <span className={lotCardStyles.actions} aria-hidden="true">
        <SkeletonLine size="small" width="80%" />
        <SkeletonBlock />
        <SkeletonBlock />
      </span>
    </div>
  );
}
SkeletonLotCard.displayName = 'Skeleton.LotCard';

export interface SkeletonAuctionCardProps extends auctionCardStyles.CardVariants {
  label?: string | undefined;
}

/** The shape of an AuctionCard while its auction loads. */
function SkeletonAuctionCard({ layout = 'vertical', label = 'Loading auction' }: SkeletonAuctionCardProps) {
  return (
    <div className={auctionCardStyles.card({ layout })} aria-busy="true" data-state="loading" data-layout={layout}>
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
      <SkeletonBlock ratio="landscape" />
      <span className={auctionCardStyles.body} aria-hidden="true">
        <span className={styles.stack}>
          <SkeletonLine size="large" />
          <SkeletonLine size="large" width="55%" />
        </span>
        <SkeletonLine size="small" width="70%" />
        <span className={styles.stack}>
          <SkeletonLine size="small" />
          <SkeletonLine size="small" width="45%" />
        </span>
        <SkeletonBlock height="3.5rem" />
        <SkeletonBlock />
      </span>
    </div>
  );
}
SkeletonAuctionCard.displayName = 'Skeleton.AuctionCard';

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

/** Loading placeholders: primitives (Line, Block, Circle), a busy Root, and the shapes of cards and table rows. */
export const Skeleton = {
  Root: SkeletonRoot,
  Line: SkeletonLine,
  Block: SkeletonBlock,
  Circle: SkeletonCircle,
  LotCard: SkeletonLotCard,
  AuctionCard: SkeletonAuctionCard,
  TableRow: SkeletonTableRow,
};
