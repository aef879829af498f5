import { VisuallyHidden } from 'radix-ui';
import { Button } from '../Button';
import { Popover } from '../Popover';
import { googleCalendarUrl, outlookCalendarUrl, type CalendarEvent } from './calendarLinks';
import * as styles from './AddToCalendar.css';

export interface AddToCalendarProps {
  event: CalendarEvent;
  /** The event as an iCalendar file: Apple Calendar, Outlook on the desktop, any calendar app opens it. */
  icsHref: string;
  /** The downloaded file's name, ending in .ics. */
  icsFileName: string;
}

function CalendarIcon() {
  return (
    <svg className={styles.icon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="1.5" y="2.5" width="13" height="12" rx="1.5" fill="none" stroke="currentColor" />
      <path d="M1.5 6h13M5 1v3M11 1v3" stroke="currentColor" strokeLinecap="round" />
    </svg>
  );
}

const newTab = <VisuallyHidden.Root> (opens in a new tab)</VisuallyHidden.Root>;

/**
 * "Add to calendar": a button opening the ways to keep an appointment (a live auction) in the buyer's calendar: the
 * .ics file, or Google's or Outlook's new-event page filled in. Plain links (a download and other sites), never the
 * app's router.
 */
export function AddToCalendar({ event, icsHref, icsFileName }: AddToCalendarProps) {
  return (
    <div className={styles.root}>
      <Popover.Root>
        <Popover.Trigger>
          <Button variant="secondary" size="small">
            <CalendarIcon />
            Add to calendar
          </Button>
        </Popover.Trigger>
        <Popover.Content title="Add to calendar" size="small" side="bottom" align="start">
          <ul className={styles.options}>
            <li>
              <a className={styles.option} href={icsHref} download={icsFileName}>
                Download .ics file
                <span className={styles.hint}>Apple Calendar, Outlook, other calendar apps</span>
              </a>
            </li>
            <li>
              <a className={styles.option} href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
                <span>Google Calendar{newTab}</span>
              </a>
            </li>
            <li>
              <a className={styles.option} href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
                <span>Outlook.com{newTab}</span>
              </a>
            </li>
          </ul>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}
