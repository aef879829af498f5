import { storeIdentity } from '../app/storeIdentity';
import * as styles from './StoreMap.css';

const searchAddress = encodeURIComponent(storeIdentity.address.slice(1).join(', '));

/**
 * Where the store is: a drawn street map with the store's pin, shipped with the page so it shows offline, the
 * address beside it, and a link to a full map for those online.
 */
export function StoreMap() {
  return (
    <section aria-label="Find us" className={styles.map}>
      <h2>Find us</h2>
      <figure className={styles.figure}>
        <svg
          className={styles.drawing}
          viewBox="0 0 320 180"
          role="img"
          aria-label={`Map: ${storeIdentity.name} at ${storeIdentity.address.slice(1).join(', ')}`}
        >
          <rect width="320" height="180" className={styles.ground} />
          <path d="M0 120 C80 110 140 150 320 100" className={styles.river} />
          <path d="M0 60 H320 M0 140 H320 M70 0 V180 M170 0 V180 M260 0 V180" className={styles.street} />
          <path d="M0 20 L320 170" className={styles.avenue} />
          <rect x="180" y="70" width="70" height="60" rx="4" className={styles.park} />
          <g transform="translate(170 60)">
            <path d="M0 0 C-12 -14 -12 -30 0 -34 C12 -30 12 -14 0 0 Z" className={styles.pin} />
            <circle cx="0" cy="-22" r="5" className={styles.pinDot} />
          </g>
        </svg>
        <figcaption>
          <address>
            {storeIdentity.address.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
          <a href={`https://www.openstreetmap.org/search?query=${searchAddress}`} target="_blank" rel="noreferrer">
            Open in a full map
          </a>
        </figcaption>
      </figure>
    </section>
  );
}
