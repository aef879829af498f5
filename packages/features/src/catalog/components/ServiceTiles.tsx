import { Link } from '@storefront/ui';
import * as styles from './Showcase.css';

const tiles = [
  { title: 'Buying', text: 'Coins, bars and rounds at auction every week.', href: '/#auctions' },
  { title: 'Selling', text: 'Consign your metals and collections with us.', href: '/inquires' },
  { title: 'Trading', text: 'Trade bullion and coins with our team.', href: '/contactus' },
  { title: 'Auctions', text: 'See how past auctions closed.', href: '/past_auctions' },
] as const;

/** The four tiles under the headline: Buying, Selling, Trading, Auctions. */
export function ServiceTiles() {
  return (
    <ul className={styles.tiles} aria-label="What we do">
      {tiles.map((tile) => (
        <li key={tile.title} className={styles.tile}>
          <h2 className={styles.tileTitle}>
            <Link href={tile.href} className={styles.tileLink}>
              {tile.title}
            </Link>
          </h2>
          <p className={styles.tileText}>{tile.text}</p>
        </li>
      ))}
    </ul>
  );
}
