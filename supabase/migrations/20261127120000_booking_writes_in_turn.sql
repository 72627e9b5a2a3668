-- Booking writes take turns, so a burst of visitors at one slot gets "That time was just taken"
-- instead of "deadlock detected".
--
-- The exclusion constraint no_double_booking is checked after a row's index entry is written:
-- PostgreSQL inserts the entry, then scans the index for overlaps and waits for any in-progress
-- transaction whose row it finds. Two visitors whose entries land before either scan find each
-- other, wait for each other, and the deadlock detector aborts one of them after deadlock_timeout
-- (src/backend/executor/execIndexing.c says as much). With one or two cores that interleaving is
-- rare; on the CI machine, 100 visitors released at one slot at once got dozens of 40P01 answers
-- and not one slot-taken answer. The constraint still kept the slot single.
--
-- So every insert or update of booking.bookings first takes one transaction-level advisory lock,
-- before its row or index entry exists. Whoever holds it writes and checks alone; the next one
-- waits for the lock (not for a transaction id), then finds the committed row and is told the slot
-- was taken. The constraint stays the guarantee; the lock only orders the writers. One lock for
-- the whole table rather than per slot: overlap depends on slot length, which the team can change,
-- and the lock is held for a few milliseconds of a rare event (a booking, move, cancel or the
-- notifier recording its outcome, whose non-HOT updates rewrite the index entry too).
--
-- A row trigger rather than a line in each function, so a writer added later (the dashboard, a
-- service_role script) takes its turn too. Applies unchanged on hosted Supabase, PGlite and plain
-- PostgreSQL 15 (tests/db/postgres.test.ts proves the turn-taking with two sessions).

create function booking.take_write_turn()
returns trigger
language plpgsql
set search_path = ''
as $turn$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('booking.bookings:writes', 0));
  return new;
end
$turn$;
revoke all on function booking.take_write_turn() from public;
comment on function booking.take_write_turn() is
  'Serialises writes to booking.bookings (transaction-level advisory lock) so concurrent bookings of one slot cannot deadlock in the exclusion check.';

create trigger bookings_take_write_turn
  before insert or update on booking.bookings
  for each row
  execute function booking.take_write_turn();
