import { Link } from '@storefront/ui';
import * as buttonStyles from './Showcase.css';

export interface HomeHeadlineProps {
  /** The store's headline: 'We are the Northwest's most trusted resource for precious metals!'. */
  headline: string;
  /** The store's phone, as written for people: '(503) 555-0147'. */
  phone: string;
}

/** The headline, and 'Call us now!' as a tel link at 768 px and wider, a button to /contactus below. */
export function HomeHeadline({ headline, phone }: HomeHeadlineProps) {
  return (
    <div className={buttonStyles.headline}>
      <h1 className={buttonStyles.headlineText}>{headline}</h1>
      <a className={`${buttonStyles.callLink} ${buttonStyles.wideOnly}`} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
        Call us now! <span className={buttonStyles.phone}>{phone}</span>
      </a>
      <Link className={`${buttonStyles.callLink} ${buttonStyles.narrowOnly}`} href="/contactus">
        Call us now!
      </Link>
    </div>
  );
}
