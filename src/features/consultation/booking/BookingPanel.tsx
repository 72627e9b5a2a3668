import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import type { BookingContent } from '../../../content/consultation';
import { site } from '../../../content/site';
import type { Locale } from '../../../lib/i18n/locale';
import { supabaseBookingApi, type BookedSlot, type BookingApi, type BookingRefusal } from './bookingApi';
import { buildIcs, googleCalendarLink } from './calendarFile';
import { cleanNoteText } from './noteText';
import { fill, formatDay, formatTime, groupSlotsByDay, visitorTime } from './slotTimes';

export interface BookingPanelProps {
  copy: BookingContent;
  locale: Locale;
  /** The capability sent with the request. */
  bookingKey: string;
  api?: BookingApi;
}

type Phase =
  | { name: 'loading' }
  | { name: 'load-failed' }
  | { name: 'choosing'; slots: string[]; moving: BookedSlot | null }
  | { name: 'sending'; slots: string[]; moving: BookedSlot | null; startsAt: string }
  | { name: 'booked'; booked: BookedSlot }
  | { name: 'cancelled' };

/** Days shown before "more days": enough for most, without a wall of buttons on a phone. */
const FIRST_DAYS = 3;

function messageFor(refusal: BookingRefusal, copy: BookingContent): string {
  switch (refusal) {
    case 'slot_taken':
    case 'slot_unavailable':
      return copy.taken;
    case 'too_many':
      return copy.tooMany;
    case 'not_allowed':
      return copy.notAllowed;
    default:
      return copy.failed;
  }
}

/**
 * "Pick a time for your free call" on the thank-you screen: the free 30-minute slots by day in
 * Nepal time, one tap books; then the confirmation with calendar links, move and cancel. Each day
 * is a labelled group of buttons, so the keyboard and screen readers move through real controls.
 */
export function BookingPanel({ copy, locale, bookingKey, api = supabaseBookingApi }: BookingPanelProps) {
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const [notice, setNotice] = useState<{ text: string; hint?: string } | null>(null);
  const [note, setNote] = useState('');
  const [company, setCompany] = useState('');
  const [allDays, setAllDays] = useState(false);
  const confirmationRef = useRef<HTMLHeadingElement>(null);

  const loadSlots = useCallback(
    async (moving: BookedSlot | null) => {
      const answer = await api.freeSlots();
      setPhase(answer.ok ? { name: 'choosing', slots: answer.value, moving } : { name: 'load-failed' });
    },
    [api],
  );

  useEffect(() => {
    let current = true;
    void api.freeSlots().then((answer) => {
      if (current)
        setPhase(
          answer.ok ? { name: 'choosing', slots: answer.value, moving: null } : { name: 'load-failed' },
        );
    });
    return () => {
      current = false;
    };
  }, [api]);

  useEffect(() => {
    if (phase.name === 'booked') confirmationRef.current?.focus();
  }, [phase.name]);

  const choose = async (startsAt: string) => {
    if (phase.name !== 'choosing') return;
    const { slots, moving } = phase;
    setPhase({ name: 'sending', slots, moving, startsAt });
    setNotice(null);
    const answer = moving
      ? await api.move(bookingKey, startsAt)
      : await api.book(bookingKey, startsAt, cleanNoteText(note, 500), cleanNoteText(company, 100));
    if (answer.ok) {
      setPhase({ name: 'booked', booked: answer.value });
      return;
    }
    const taken = answer.refusal === 'slot_taken' || answer.refusal === 'slot_unavailable';
    setNotice({ text: messageFor(answer.refusal, copy), ...(taken ? { hint: copy.takenHint } : {}) });
    if (taken) {
      // Fresh slots; the note and company stay as typed.
      const fresh = await api.freeSlots();
      setPhase({
        name: 'choosing',
        slots: fresh.ok ? fresh.value : slots.filter((slot) => slot !== startsAt),
        moving,
      });
    } else {
      setPhase({ name: 'choosing', slots, moving });
    }
  };

  const cancel = async () => {
    setNotice(null);
    const answer = await api.cancel(bookingKey);
    if (answer.ok || answer.refusal === 'no_booking') setPhase({ name: 'cancelled' });
    else setNotice({ text: messageFor(answer.refusal, copy) });
  };

  return (
    <Box
      component="section"
      aria-labelledby="booking-title"
      sx={{ textAlign: 'left', mt: 4, mb: 2 }}
      data-testid="booking-panel"
    >
      <Typography id="booking-title" variant="h5" component="h3" sx={{ mb: 1 }}>
        {phase.name === 'choosing' && phase.moving ? copy.moveTitle : copy.title}
      </Typography>
      {notice ? (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          <strong>{notice.text}</strong>
          {notice.hint ? ` ${notice.hint}` : null}
        </Alert>
      ) : null}
      {phase.name === 'loading' ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{copy.loading}</Typography>
        </Stack>
      ) : null}
      {phase.name === 'load-failed' ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography role="alert">{copy.loadFailed}</Typography>
          <Button
            variant="outlined"
            onClick={() => {
              setPhase({ name: 'loading' });
              void loadSlots(null);
            }}
          >
            {copy.retry}
          </Button>
        </Stack>
      ) : null}
      {phase.name === 'choosing' || phase.name === 'sending' ? (
        <SlotChooser
          copy={copy}
          locale={locale}
          slots={phase.slots}
          sendingAt={phase.name === 'sending' ? phase.startsAt : null}
          showNote={!phase.moving}
          note={note}
          company={company}
          onNote={setNote}
          onCompany={setCompany}
          allDays={allDays}
          onAllDays={() => setAllDays(true)}
          onChoose={(startsAt) => void choose(startsAt)}
          onKeep={
            phase.moving ? () => phase.moving && setPhase({ name: 'booked', booked: phase.moving }) : null
          }
        />
      ) : null}
      {phase.name === 'booked' ? (
        <Confirmation
          copy={copy}
          locale={locale}
          booked={phase.booked}
          headingRef={confirmationRef}
          onMove={() => {
            setNotice(null);
            setPhase({ name: 'loading' });
            void loadSlots(phase.booked);
          }}
          onCancel={() => void cancel()}
        />
      ) : null}
      {phase.name === 'cancelled' ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography role="status">{copy.cancelled}</Typography>
          <Button
            variant="outlined"
            onClick={() => {
              setPhase({ name: 'loading' });
              void loadSlots(null);
            }}
          >
            {copy.bookAgain}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}

interface SlotChooserProps {
  copy: BookingContent;
  locale: Locale;
  slots: string[];
  sendingAt: string | null;
  showNote: boolean;
  note: string;
  company: string;
  onNote: (value: string) => void;
  onCompany: (value: string) => void;
  allDays: boolean;
  onAllDays: () => void;
  onChoose: (startsAt: string) => void;
  onKeep: (() => void) | null;
}

function SlotChooser(props: SlotChooserProps) {
  const { copy, locale, slots, sendingAt } = props;
  const days = useMemo(() => groupSlotsByDay(slots, locale), [slots, locale]);
  const shown = props.allDays ? days : days.slice(0, FIRST_DAYS);
  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">{copy.intro}</Typography>
      {props.showNote ? (
        <Stack spacing={2}>
          <TextField
            label={copy.note.label}
            helperText={copy.note.helper}
            value={props.note}
            onChange={(event) => props.onNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            fullWidth
          />
          <TextField
            label={copy.company.label}
            value={props.company}
            onChange={(event) => props.onCompany(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            fullWidth
          />
        </Stack>
      ) : null}
      {days.length === 0 ? <Typography>{copy.none}</Typography> : null}
      {shown.map((day) => (
        <Box key={day.date} role="group" aria-label={fill(copy.dayGroup, { day: day.label })}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, mb: 1 }} aria-hidden>
            {day.label}
          </Typography>
          <Box
            sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))' }}
          >
            {day.slots.map((slot) => (
              <Button
                key={slot.startsAt}
                variant="outlined"
                data-starts-at={slot.startsAt}
                aria-label={fill(copy.bookTime, { time: slot.label, day: day.label })}
                disabled={sendingAt !== null}
                onClick={() => props.onChoose(slot.startsAt)}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {sendingAt === slot.startsAt ? <CircularProgress size={18} aria-hidden /> : slot.label}
              </Button>
            ))}
          </Box>
        </Box>
      ))}
      {sendingAt !== null ? (
        <Typography role="status" color="text.secondary">
          {copy.booking}
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {!props.allDays && days.length > FIRST_DAYS ? (
          <Button variant="text" onClick={props.onAllDays}>
            {copy.moreDays}
          </Button>
        ) : null}
        {props.onKeep ? (
          <Button variant="text" onClick={props.onKeep}>
            {copy.keep}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

interface ConfirmationProps {
  copy: BookingContent;
  locale: Locale;
  booked: BookedSlot;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onMove: () => void;
  onCancel: () => void;
}

function Confirmation({ copy, locale, booked, headingRef, onMove, onCancel }: ConfirmationProps) {
  const description = fill(copy.calendar.description, { email: site.email, phone: site.phone });
  const event = {
    uid: booked.uid,
    startsAt: booked.startsAt,
    endsAt: booked.endsAt,
    sequence: booked.sequence,
    summary: copy.calendar.summary,
    description,
    organizer: { name: site.name, email: site.email },
    host: new URL(site.origin).host,
  };
  const icsUrl = useMemo(() => {
    const blob = new Blob([buildIcs(event)], { type: 'text/calendar;charset=utf-8' });
    return URL.createObjectURL(blob);
    // The event is rebuilt on each render; the booking's identity and times are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [booked.uid, booked.startsAt, booked.sequence]);
  useEffect(() => () => URL.revokeObjectURL(icsUrl), [icsUrl]);
  const elsewhere = visitorTime(booked.startsAt, locale);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert icon={<EventAvailableRounded aria-hidden />} severity="success" sx={{ width: '100%' }}>
        <Typography ref={headingRef} tabIndex={-1} variant="h6" component="p" sx={{ outline: 'none' }}>
          {copy.booked.title}
        </Typography>
        <Typography data-testid="booked-time" sx={{ fontWeight: 700 }}>
          {fill(copy.booked.when, {
            day: formatDay(booked.startsAt, locale),
            time: formatTime(booked.startsAt, locale),
          })}
        </Typography>
        {elsewhere ? <Typography>{fill(copy.booked.yourZone, elsewhere)}</Typography> : null}
        <Typography sx={{ mt: 1 }}>{copy.booked.how}</Typography>
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" href={icsUrl} download="rupantaran-consultation.ics">
          {copy.addToCalendar}
        </Button>
        <Button variant="outlined" href={googleCalendarLink(event)} target="_blank" rel="noopener noreferrer">
          {copy.googleCalendar}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="text" onClick={onMove}>
          {copy.move}
        </Button>
        <Button variant="text" color="error" onClick={onCancel}>
          {copy.cancel}
        </Button>
      </Stack>
    </Stack>
  );
}
