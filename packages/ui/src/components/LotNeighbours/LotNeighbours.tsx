import { Link } from '../LinkProvider';
import { sprinkles } from '../../theme';

export interface LotNeighboursProps {
  /** The previous lot's page in the auction's order; null on the first lot. */
  previousHref: string | null;
  /** The next lot's page; null on the last lot. */
  nextHref: string | null;
}

/** Previous Lot and Next Lot of a lot view, in the auction's lot order. Nothing when the lot has neither. */
export function LotNeighbours({ previousHref, nextHref }: LotNeighboursProps) {
  if (previousHref === null && nextHref === null) return null;
  return (
    <nav
      aria-label="Other lots of this auction"
      className={sprinkles({ display: 'flex', justifyContent: 'space-between', gap: 'large' })}
    >
      {previousHref ? (
        <Link href={previousHref} rel="prev">
          Previous Lot
        </Link>
      ) : (
        <span />
      )}
      {nextHref ? (
        <Link href={nextHref} rel="next">
          Next Lot
        </Link>
      ) : null}
    </nav>
  );
}
