/**
 * `npm run requests`: the consultation requests the local backend holds, newest first.
 *
 *   npm run requests                      table on stdout
 *   npm run requests -- --csv             CSV on stdout
 *   npm run requests -- --csv out.csv     CSV file (UTF-8 with BOM, so Excel shows Devanagari)
 *   npm run requests -- --report          leads by week, landing page, source, language, help topic
 *   npm run requests -- --server URL      ask that running dev/preview server (memory:// ones too)
 *   npm run requests -- --data-dir DIR    another data directory (default LOCAL_DB_DIR or .data/pglite)
 *   npm run requests -- --waitlist        the waitlist sign-ups ("Tell me when it opens") instead
 *
 * Safe while `npm run dev`/`npm start` runs: the running server is asked over its loopback admin
 * endpoint instead of opening a directory it holds (see requestsStore.ts).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { toCsv } from './csv.ts';
import { describeError } from './db.ts';
import { readStoredRequests, type ReadOptions } from './requestsStore.ts';
import { conversionReport, formatReport } from './requestsReport.ts';
import { formatTable } from './requestsTable.ts';

const CSV_COLUMNS = [
  'created_at',
  'full_name',
  'phone_number',
  'email',
  'help_topic',
  'id',
  'notified_at',
  'notify_error',
  'landing_path',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'form_path',
  'page_language',
  'booked_for',
  'booking_note',
  'booking_company',
] as const;

const WAITLIST_COLUMNS = [
  'created_at',
  'interest',
  'email',
  'phone_number',
  'language',
  'id',
  'notified_at',
  'notify_error',
] as const;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: {
      csv: { type: 'boolean', default: false },
      waitlist: { type: 'boolean', default: false },
      report: { type: 'boolean', default: false },
      server: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(
      'Usage: npm run requests [-- --waitlist] [--csv [file] | --report] [--server URL] [--data-dir DIR]',
    );
    return;
  }
  const options: ReadOptions = {};
  if (values.server !== undefined) options.serverUrl = values.server;
  if (values['data-dir'] !== undefined) options.dataDir = resolve(values['data-dir']);
  const { rows, waitlist, source } = await readStoredRequests(options);
  const from =
    source.kind === 'server'
      ? `running server ${source.url}`
      : source.kind === 'database'
        ? source.dataDir
        : `${source.dataDir} (no database yet)`;

  if (values.waitlist) {
    const csv = toCsv(waitlist, WAITLIST_COLUMNS);
    const file = positionals[0];
    if (values.csv && file !== undefined) {
      writeFileSync(file, `\uFEFF${csv}`);
      console.error(`Wrote ${waitlist.length} waitlist sign-up(s) from ${from} to ${file}`);
    } else if (values.csv) process.stdout.write(csv);
    else {
      console.log(`${waitlist.length} waitlist sign-up(s) from ${from}, newest first`);
      for (const signup of waitlist)
        console.log(
          `${signup.created_at}  ${signup.interest.padEnd(9)}  ${signup.language}  ${signup.email ?? signup.phone_number ?? ''}  ${signup.notified_at === null ? (signup.notify_error === null ? 'pending' : `NO: ${signup.notify_error}`) : `notified ${signup.notified_at}`}`,
        );
    }
    return;
  }
  if (values.csv) {
    const csv = toCsv(rows, CSV_COLUMNS);
    const file = positionals[0];
    if (file === undefined) {
      process.stdout.write(csv);
    } else {
      writeFileSync(file, `\uFEFF${csv}`);
      console.error(`Wrote ${rows.length} request(s) from ${from} to ${file}`);
    }
    return;
  }
  if (values.report) {
    console.log(`Where the consultation requests in ${from} came from\n`);
    console.log(formatReport(conversionReport(rows), rows.length));
    return;
  }
  console.log(`${rows.length} consultation request(s) from ${from}, newest first`);
  if (rows.length > 0) console.log(`\n${formatTable(rows)}`);
  if (waitlist.length > 0)
    console.log(`\n${waitlist.length} waitlist sign-up(s): npm run requests -- --waitlist`);
  const unnotified = rows.filter((row) => row.notified_at === null).length;
  if (unnotified > 0)
    console.log(
      `\n${unnotified} request(s) not (yet) notified to the team: see "Team notified" (README, Notifications).`,
    );
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exitCode = 1;
});
