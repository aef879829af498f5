import { VisuallyHidden } from 'radix-ui';
import { Skeleton } from '../Skeleton';
import * as cardStyles from './AuctionCard.css';

export interface AuctionCardSkeletonProps extends cardStyles.CardVariants {
  /** What the placeholder says to assistive technology. */
  label?: string | undefined;
}

/** The shape of an auction card (vertical or horizontal layout) while its auction loads. */
export function AuctionCardSkeleton({ layout = 'vertical', label = 'Loading auction' }: AuctionCardSkeletonProps) {
  return (
    <div className={cardStyles.card({ layout })} aria-busy="true" data-state="loading" data-layout={layout}>
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
      <Skeleton.Block ratio="landscape" />
      <span className={cardStyles.body} aria-hidden="true">
        <Skeleton.Stack>
          <Skeleton.Line size="large" />
          <Skeleton.Line size="large" width="55%" />
        </Skeleton.Stack>
        <Skeleton.Line size="small" width="70%" />
        <Skeleton.Stack>
          <Skeleton.Line size="small" />
          <Skeleton.Line size="small" width="45%" />
        </Skeleton.Stack>
        <Skeleton.Block height="3.5rem" />
        <Skeleton.Block />
      </span>
    </div>
  );
}

AuctionCardSkeleton.displayName = 'AuctionCardSkeleton';
