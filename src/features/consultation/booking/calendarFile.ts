/**
 * The calendar file and Google Calendar link of a booked call. One implementation for the browser
 * (the visitor's download), the local backend and the notify-team Edge Function (the team's and the
 * visitor's e-mails), so it lives beside the notifier, which Deno deploys.
 */
export {
  buildIcs,
  googleCalendarLink,
  icsTime,
  type CalendarEvent,
} from '../../../../supabase/functions/_shared/calendarFile.ts';
