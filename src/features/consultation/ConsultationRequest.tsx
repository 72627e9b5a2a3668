import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useNotify } from '../../components/notifications/notify';
import {
  NotificationsProvider,
  preloadNotifications,
} from '../../components/notifications/NotificationsProvider';
import { ConsultationForm } from './ConsultationForm';
import type { ConsultationFormCopy } from './formCopy';
import type { BookingApi } from './booking/bookingApi';
import { BookingPanel } from './booking/BookingPanel';
import { reportFormStart, reportResult, reportTrap } from './formEvents';
import { ThankYou } from './ThankYou';
import { emptyConsultationForm, type ConsultationFormValues } from './schema';
import { newBookingKey, preloadSubmission, submitConsultation, toastForResult } from './submitConsultation';

/**
 * What a submit needs (the toast code and supabase-js), fetched when the visitor first reaches into
 * the form rather than while the page starts: the page stays light to start, and a submit needs
 * no download.
 */
function warmUpSubmission(): void {
  preloadNotifications();
  preloadSubmission();
}

type Phase =
  | { name: 'editing'; values: ConsultationFormValues }
  | { name: 'sending'; values: ConsultationFormValues }
  | { name: 'submitted'; bookingKey?: string };

export interface ConsultationRequestProps {
  /** The form's words in the page's language. */
  copy: ConsultationFormCopy;
  /** The submit flow; stories and tests pass a stub so no real request is made. */
  submit?: typeof submitConsultation;
  /** Start in a given phase (stories). */
  initialPhase?: Phase;
  /** The booking calls; stories pass a stub, null leaves booking out. Default: supabase-js. */
  bookingApi?: BookingApi | null;
}

/**
 * The consultation card and its states (SPEC section 4): editing → sending → submitted, or back to
 * editing with an error toast and every typed value intact. A new form key after a success resets it.
 */
export function ConsultationRequest({
  copy,
  submit = submitConsultation,
  initialPhase,
  bookingApi,
}: ConsultationRequestProps) {
  const notify = useNotify();
  const [phase, setPhase] = useState<Phase>(
    initialPhase ?? { name: 'editing', values: emptyConsultationForm },
  );
  const [formKey, setFormKey] = useState(0);
  const [started, setStarted] = useState(false);

  const send = async (values: ConsultationFormValues) => {
    setPhase({ name: 'sending', values });
    const bookingKey = newBookingKey();
    const result = await submit(values, { bookingKey });
    reportResult(result, values.helpTopic);
    const toast = toastForResult(result, copy.messages.toasts);
    notify(toast.message, { variant: toast.variant });
    if (result.status === 'success') {
      setPhase({ name: 'submitted', bookingKey });
      setFormKey((key) => key + 1);
    } else {
      setPhase({ name: 'editing', values });
    }
  };

  return (
    <Card
      component="section"
      aria-labelledby={phase.name === 'submitted' ? undefined : 'consultation-card-title'}
      aria-label={phase.name === 'submitted' ? copy.thankYou.title : undefined}
      sx={{ boxShadow: 6 }}
    >
      <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
        {phase.name === 'submitted' ? (
          <ThankYou
            copy={copy.thankYou}
            onSubmitAnother={() => setPhase({ name: 'editing', values: emptyConsultationForm })}
            booking={
              phase.bookingKey !== undefined && bookingApi !== null ? (
                <BookingPanel
                  copy={copy.booking}
                  locale={copy.locale}
                  bookingKey={phase.bookingKey}
                  {...(bookingApi ? { api: bookingApi } : {})}
                />
              ) : null
            }
          />
        ) : (
          <>
            <Typography id="consultation-card-title" variant="h3" component="h2">
              {copy.card.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
              {copy.card.hint}
            </Typography>
            <ConsultationForm
              key={formKey}
              copy={copy}
              defaultValues={phase.values}
              sending={phase.name === 'sending'}
              onValidSubmit={(values) => void send(values)}
              onTrap={() => {
                reportTrap();
                notify(copy.messages.toasts.trap, { variant: 'error' });
              }}
              onEngage={() => {
                warmUpSubmission();
                if (started) return;
                setStarted(true);
                reportFormStart();
              }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** As an island the request brings its own toasts: on a prerendered page no app around it provides them. */
export function ConsultationRequestWithToasts({ copy }: { copy: ConsultationFormCopy }) {
  return (
    <NotificationsProvider>
      <ConsultationRequest copy={copy} />
    </NotificationsProvider>
  );
}
