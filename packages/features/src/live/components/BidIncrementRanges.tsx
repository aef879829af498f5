import type { Lot } from '@storefront/api-client';
import { formatMoney, incrementTableFromApi } from '@storefront/domain';
import { Button, Dialog } from '@storefront/ui';

/** The Bid Increment Range modal: From, To and Increment Amount of each range the lot's bids step by. */
export function BidIncrementRanges({ lot }: { lot: Pick<Lot, 'title' | 'BidIncrement'> }) {
  const ranges = incrementTableFromApi(lot.BidIncrement);
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button variant="ghost" size="small">
          Bid Increment Range
        </Button>
      </Dialog.Trigger>
      <Dialog.Content title="Bid Increment Range" description={lot.title}>
        <table>
          <caption>Bid increments by price</caption>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Increment Amount</th>
            </tr>
          </thead>
          <tbody>
            {ranges.map((range) => (
              <tr key={range.from}>
                <td>{formatMoney(range.from)}</td>
                <td>{range.to === null ? 'and above' : formatMoney(range.to)}</td>
                <td>{formatMoney(range.increment)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Dialog.Content>
    </Dialog.Root>
  );
}
