import { StreamSignallingProvider } from '@storefront/api-client/stream';
import { SellerStream as StreamOfSeller, type SellerStreamProps } from '@storefront/features/stream';
import { streamSignalling } from '../../app/streamSignalling';

/**
 * The seller's video with the store's signalling, in a module of its own so that the live room's lazy import names
 * this part only; the signalling loads with the first page that shows the stream, not with every page.
 */
export function SellerStream(props: SellerStreamProps) {
  return (
    <StreamSignallingProvider signalling={streamSignalling}>
      <StreamOfSeller {...props} />
    </StreamSignallingProvider>
  );
}
