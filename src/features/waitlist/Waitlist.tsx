import { useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify } from '../../components/notifications/notify';
import {
  NotificationsProvider,
  preloadNotifications,
} from '../../components/notifications/NotificationsProvider';
import { toastForResult } from '../consultation/submitConsultation';
import { TrapField } from '../consultation/TrapField';
import { createWaitlistSchema, type WaitlistInterest, type WaitlistValues } from './schema';
import { preloadWaitlist, submitWaitlist } from './submitWaitlist';
import type { WaitlistCopy } from './waitlistCopy';

export interface WaitlistProps {
  copy: WaitlistCopy;
  /** The page it is on: what the visitor waits for. */
  interest: WaitlistInterest;
  language: 'en' | 'ne';
  /** The submit flow; stories pass a stub so no real request is made. */
  submit?: typeof submitWaitlist;
}

function fieldProps<Name extends string>({ ref, ...rest }: UseFormRegisterReturn<Name>) {
  return { ...rest, inputRef: ref };
}

/**
 * "Tell me when it opens": one field (e-mail or phone) for those not ready to book. A refused or
 * failed send keeps what was typed; a stored one says thank you, in a toast and in place of the form.
 */
export function Waitlist({ copy, interest, language, submit = submitWaitlist }: WaitlistProps) {
  const notify = useNotify();
  const [phase, setPhase] = useState<'editing' | 'sending' | 'done'>('editing');
  const [schema] = useState(() => createWaitlistSchema(copy.validation));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WaitlistValues>({
    resolver: zodResolver(schema),
    defaultValues: { contact: '', website: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const fieldId = `waitlist-${interest}-contact`;

  const send = async (values: WaitlistValues) => {
    setPhase('sending');
    const result = await submit({ values, interest, language, messages: copy.validation });
    const toast = toastForResult(result, copy.toasts);
    notify(toast.message, { variant: toast.variant });
    setPhase(result.status === 'success' ? 'done' : 'editing');
  };
  const onInvalid = (invalid: FieldErrors<WaitlistValues>) => {
    if (invalid.website) notify(copy.toasts.trap, { variant: 'error' });
  };

  return (
    // The page's section around it carries the heading's name as a region.
    <Paper
      variant="outlined"
      data-testid="waitlist"
      sx={{ p: { xs: 3, md: 4 }, borderRadius: '20px', maxWidth: 640, mx: 'auto' }}
    >
      <Typography id={`waitlist-${interest}-title`} variant="h4" component="h2" sx={{ mb: 1 }}>
        {copy.title}
      </Typography>
      {phase === 'done' ? (
        <Typography role="status" sx={{ fontWeight: 700 }}>
          {copy.thankYou}
        </Typography>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {copy.text}
          </Typography>
          <Box
            component="form"
            method="post"
            noValidate
            onSubmit={handleSubmit((values) => void send(values), onInvalid)}
            onFocus={() => {
              preloadNotifications();
              preloadWaitlist();
            }}
            sx={{ position: 'relative', display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
          >
            <TextField
              id={fieldId}
              label={copy.field}
              autoComplete="email"
              error={Boolean(errors.contact)}
              helperText={errors.contact?.message ?? copy.helper}
              sx={{ flex: '1 1 260px' }}
              {...fieldProps(register('contact'))}
            />
            <TrapField label={copy.trapLabel} registration={register('website')} />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={phase === 'sending'}
              sx={{ flex: '0 0 auto', minHeight: 56 }}
            >
              {phase === 'sending' ? copy.submit.sending : copy.submit.idle}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}

/** As an island the waitlist brings its own toasts. */
export function WaitlistWithToasts(props: Omit<WaitlistProps, 'submit'>) {
  return (
    <NotificationsProvider>
      <Waitlist {...props} />
    </NotificationsProvider>
  );
}
