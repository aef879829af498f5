export { AddToCalendar, type AddToCalendarProps } from './AddToCalendar';
export { googleCalendarUrl, outlookCalendarUrl, type CalendarEvent } from './calendarLinks';
