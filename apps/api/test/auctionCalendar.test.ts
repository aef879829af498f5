import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { CALENDAR_REMINDER_MINUTES, NO_LIVE_AUCTION } from '../src/live/auctionCalendar';
import { insertBiddableLot } from './support/bidders';
import { PUBLIC_URL, startTestServer, type TestServer } from './support/testServer';

const hour = 3600_000;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => server?.close());
beforeEach(() => server.reset());

/** The .ics as a calendar app reads it, through an iCalendar parser (ical.js). */
function imported(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const [event, ...others] = calendar.getAllSubcomponents('vevent');
  expect(others).toEqual([]);
  return { calendar, event: new ICAL.Event(event!), vevent: event! };
}

describe("a live auction's calendar file", () => {
  it('imports as one event from the sale’s start to its last lot’s close, at its live room, with a reminder', async () => {
    const lot = await insertBiddableLot(server, { live: true, startsInHours: 26, closesInMs: 29 * hour });
    const lastLot = new Date(Math.floor((Date.now() + 30 * hour) / 1000) * 1000);
    const { db } = server.database;
    await db
      .insertInto('lots')
      .values({
        lotof: lot.lotof,
        sku: '2',
        title: '10 oz Silver Bar',
        date_added: new Date(),
        date_closed: lastLot,
        wprice: 200,
      })
      .execute();
    const auction = await db.selectFrom('auctions').selectAll().where('id', '=', lot.lotof).executeTakeFirstOrThrow();

    const response = await server.call('getAuctionCalendar', { params: { auctionId: lot.lotof } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, event, vevent } = imported(response.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.summary).toBe('Storm Sale (live auction)');
    // iCalendar keeps whole seconds.
    expect(event.startDate.toJSDate().getTime()).toBe(Math.floor(auction.date_added.getTime() / 1000) * 1000);
    expect(event.endDate.toJSDate().getTime()).toBe(lastLot.getTime());
    const room = `${PUBLIC_URL}/livelots/${lot.lotof}/0`;
    expect(event.location).toBe(room);
    expect(vevent.getFirstPropertyValue('url')).toBe(room);
    expect(event.description).toContain(`Join the live room: ${room}`);
    expect(event.uid).toBe(`auction-${lot.lotof}@storefront.test`);
    const alarm = vevent.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe(`-PT${CALENDAR_REMINDER_MINUTES}M`);
  });

  it('is a 404 for a timed auction or an unknown id, and a 400 for an id that is no number', async () => {
    const timed = await insertBiddableLot(server);
    for (const auctionId of [timed.lotof, 999999]) {
      const response = await server.call('getAuctionCalendar', { params: { auctionId } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'no', message: NO_LIVE_AUCTION });
    }
    const response = await server.app.inject({ method: 'GET', url: '/calendar/spring.ics' });
    expect(response.statusCode).toBe(400);
  });
});
