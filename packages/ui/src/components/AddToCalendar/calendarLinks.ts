/** An appointment as calendar services take it: start and end as epoch ms, the place as an address. */
export interface CalendarEvent {
  title: string;
  start: number;
  end: number;
  /** Where it happens: the live room's address. */
  url: string;
  details: string;
}

/** '20261207T180000Z': the compact UTC form Google's template takes. */
const compactUtc = (epochMs: number) =>
  new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** '2026-12-07T18:00:00Z': the form Outlook's compose link takes. */
const isoUtc = (epochMs: number) => new Date(epochMs).toISOString().replace(/\.\d{3}/, '');

/** Google Calendar's "create event" page with the event filled in. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(event.start)}/${compactUtc(event.end)}`,
    details: `${event.details}\n\n${event.url}`,
    location: event.url,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook on the web's new-event form with the event filled in (outlook.com and Microsoft 365 accounts alike). */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: isoUtc(event.start),
    enddt: isoUtc(event.end),
    body: `${event.details}\n\n${event.url}`,
    location: event.url,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}
