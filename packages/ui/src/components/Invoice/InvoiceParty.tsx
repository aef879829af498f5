import * as styles from './Invoice.css';
import type { InvoiceParty as Party } from './types';

export interface InvoicePartyProps {
  heading: string;
  party: Party;
}

/** The seller's or the buyer's address block. */
export function InvoiceParty({ heading, party }: InvoicePartyProps) {
  return (
    <div className={styles.block}>
      <h2 className={styles.blockHeading}>{heading}</h2>
      <address className={styles.address}>
        <span className={styles.partyName}>{party.name}</span>
        {party.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </div>
  );
}
InvoiceParty.displayName = 'Invoice.Party';
