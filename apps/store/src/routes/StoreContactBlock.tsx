import { storeIdentity } from '../app/storeIdentity';

/** How to reach the store: phone and postal address, as the footer has them. */
export function StoreContactBlock() {
  return (
    <section aria-label="Contact details">
      <h2>Get in touch</h2>
      <p>
        Call us now: <a href={`tel:${storeIdentity.phone.replace(/[^\d+]/g, '')}`}>{storeIdentity.phone}</a>
      </p>
      <address>
        {storeIdentity.address.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </section>
  );
}
