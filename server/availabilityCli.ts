/**
 * `npm run availability`: when the free consultation can be booked, in the local database.
 *
 *   npm run availability                                 settings, weekly hours, closed dates, next bookings
 *   npm run availability -- close 2026-10-21 Dashain     no bookings that day (Nepal date)
 *   npm run availability -- open 2026-10-21              undo a closed date
 *   npm run availability -- hours 6 10:00-13:00          Saturday (ISO weekday 6) from 10 to 1
 *   npm run availability -- hours 7 closed               no bookings on Sundays
 *   npm run availability -- set min_notice "1 day"       also slot_minutes, horizon, time_zone
 *
 * Opens the data directory itself (LOCAL_DB_DIR or .data/pglite), so stop `npm start`/`npm run dev`
 * first; hosted, edit the same tables in the Supabase Table editor (README "Booking").
 */
import { openLocalDatabase, describeError } from './db.ts';
import { resolveDataDir } from './paths.ts';
import {
  closeDate,
  readAvailability,
  reopenDate,
  setSetting,
  setWeekdayHours,
  WEEKDAYS,
} from './availability.ts';

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const database = await openLocalDatabase({ dataDir: resolveDataDir() });
  try {
    const { db } = database;
    if (command === 'close' && args[0]) await closeDate(db, args[0], args.slice(1).join(' ') || null);
    else if (command === 'open' && args[0]) {
      if (!(await reopenDate(db, args[0]))) console.log(`${args[0]} was not closed.`);
    } else if (command === 'hours' && args[0] && args[1]) await setWeekdayHours(db, Number(args[0]), args[1]);
    else if (command === 'set' && args[0] && args[1] !== undefined) await setSetting(db, args[0], args[1]);
    else if (command !== undefined) {
      console.error(
        'Usage: npm run availability [-- close DATE [reason] | open DATE | hours 1-7 HH:MM-HH:MM[,…]|closed | set NAME VALUE]',
      );
      process.exitCode = 1;
      return;
    }
    const { settings, hours, closed, upcoming } = await readAvailability(db);
    console.log(
      `Slots of ${settings.slot_minutes} min in ${settings.time_zone}, at least ${settings.min_notice} ahead, up to ${settings.horizon} ahead.`,
    );
    console.log('\nWeekly hours:');
    for (const [index, name] of WEEKDAYS.entries()) {
      const periods = hours
        .filter((row) => row.iso_weekday === index + 1)
        .map((row) => `${row.opens}-${row.closes}`);
      console.log(`  ${index + 1} ${name}  ${periods.join(', ') || 'closed'}`);
    }
    console.log(`\nClosed dates: ${closed.length === 0 ? 'none' : ''}`);
    for (const row of closed) console.log(`  ${row.day}  ${row.reason ?? ''}`);
    console.log(`\nNext bookings: ${upcoming.length === 0 ? 'none' : ''}`);
    for (const row of upcoming)
      console.log(
        `  ${row.local_start}  ${row.full_name} (${row.help_topic})${row.company ? `, ${row.company}` : ''}`,
      );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exitCode = 1;
});
