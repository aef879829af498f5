import { VisuallyHidden } from 'radix-ui';
import { Skeleton } from '../Skeleton';
import * as cardStyles from './LotCard.css';

export interface LotCardSkeletonProps extends cardStyles.CardVariants {
  /** What the placeholder says to assistive technology. */
  label?: string | undefined;
}

/** The shape of a lot card (grid, list or mobile layout) while its lot loads. */
export function LotCardSkeleton({ layout = 'grid', label = 'Loading lot' }: LotCardSkeletonProps) {
  return (
    <div className={cardStyles.card({ layout })} aria-busy="true" data-state="loading" data-layout={layout}>
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
      <span className={cardStyles.media} aria-hidden="true">
        <Skeleton.Block ratio={layout === 'grid' ? 'landscape' : 'square'} />
      </span>
      <span className={cardStyles.header} aria-hidden="true">
        <Skeleton.Line size="small" width="30%" />
        <Skeleton.Line size="large" />
        <Skeleton.Line size="large" width="65%" />
      </span>
      <span className={cardStyles.facts} aria-hidden="true">
        <span className={cardStyles.estimateFact}>
          <Skeleton.Stack>
            <Skeleton.Line size="xsmall" width="25%" />
            <Skeleton.Line size="small" width="55%" />
          </Skeleton.Stack>
        </span>
        <Skeleton.Stack>
          <Skeleton.Line size="xsmall" width="40%" />
          <Skeleton.Line size="large" width="70%" />
        </Skeleton.Stack>
        <Skeleton.Stack>
          <Skeleton.Line size="xsmall" width="2.5rem" />
          <Skeleton.Line size="large" width="1.5rem" />
        </Skeleton.Stack>
      </span>
      <span className={cardStyles.actions} aria-hidden="true">
        <Skeleton.Line size="small" width="80%" />
        <Skeleton.Block />
        <Skeleton.Block />
      </span>
    </div>
  );
}

LotCardSkeleton.displayName = 'LotCardSkeleton';
