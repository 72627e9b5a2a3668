import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { HELP_TOPICS, isHelpTopic } from './helpTopics';
import type { ConsultationFormCopy } from './formCopy';
import { createConsultationSchema, emptyConsultationForm, type ConsultationFormValues } from './schema';
import { TrapField } from './TrapField';
import { reportFormErrors } from './formEvents';

export interface ConsultationFormProps {
  /** The form's words in the page's language. */
  copy: ConsultationFormCopy;
  /** Values to start from (kept after a failed submit, so nothing typed is lost). */
  defaultValues?: ConsultationFormValues;
  sending: boolean;
  onValidSubmit: (values: ConsultationFormValues) => void;
  /** Called when the hidden trap field was filled: nothing is sent. */
  onTrap: () => void;
  /** Called whenever focus enters the form (the visitor has started on it). */
  onEngage?: () => void;
}

/** MUI's TextField forwards `ref` to its wrapper; react-hook-form must get the input to focus it on errors. */
function fieldProps<Name extends string>({ ref, ...rest }: UseFormRegisterReturn<Name>) {
  return { ...rest, inputRef: ref };
}

const formId = 'consultation-form';
const typedFields = ['fullName', 'phoneNumber', 'email'] as const;

/**
 * What the visitor typed (or chose) in the prerendered form before the app took over. Read while
 * hydrating (the DOM still holds it then); react-hook-form would otherwise reset the fields to their
 * defaults.
 */
function typedBeforeHydration(): Partial<ConsultationFormValues> {
  if (typeof document === 'undefined') return {};
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return {};
  const typed: Partial<ConsultationFormValues> = {};
  for (const name of typedFields) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.value) typed[name] = field.value;
  }
  const topic = form.elements.namedItem('helpTopic');
  if (topic instanceof HTMLSelectElement && isHelpTopic(topic.value)) typed.helpTopic = topic.value;
  return typed;
}

/**
 * Whether a field of the prerendered form already has focus: the form's code waits until the visitor
 * reaches into it, so the focus that started it came before React was listening.
 */
function focusedBeforeHydration(): boolean {
  if (typeof document === 'undefined') return false;
  return document.getElementById(formId)?.contains(document.activeElement) ?? false;
}

export function ConsultationForm({
  copy,
  defaultValues = emptyConsultationForm,
  sending,
  onValidSubmit,
  onTrap,
  onEngage,
}: ConsultationFormProps) {
  const [startValues] = useState(() => ({ ...defaultValues, ...typedBeforeHydration() }));
  const [schema] = useState(() => createConsultationSchema(copy.messages.validation));
  // Once, as the form first takes over (hydration leaves the focus where the visitor put it).
  const checkedEarlyFocus = useRef(false);
  useEffect(() => {
    if (checkedEarlyFocus.current) return;
    checkedEarlyFocus.current = true;
    if (focusedBeforeHydration()) onEngage?.();
  }, [onEngage]);
  const content = copy;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ConsultationFormValues>({
    resolver: zodResolver(schema),
    defaultValues: startValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  const onInvalid = (invalid: FieldErrors<ConsultationFormValues>) => {
    reportFormErrors(invalid, copy.messages.validation);
    if (invalid.website) onTrap();
  };

  const helpTopic = useWatch({ control, name: 'helpTopic' });

  return (
    <Box
      component="form"
      id={formId}
      // Never GET: without the app the fields would end up in the URL (the hydration loader holds an
      // early submit until the app is ready; this covers a browser without JavaScript).
      method="post"
      noValidate
      aria-describedby="consultation-contact-note"
      onSubmit={handleSubmit(onValidSubmit, onInvalid)}
      onFocus={onEngage}
      sx={{ position: 'relative', display: 'grid', gap: 2.5 }}
    >
      <TextField
        label={content.fields.fullName}
        required
        autoComplete="name"
        error={Boolean(errors.fullName)}
        helperText={errors.fullName?.message}
        disabled={sending}
        {...fieldProps(register('fullName'))}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={content.fields.phoneNumber}
          type="tel"
          autoComplete="tel"
          error={Boolean(errors.phoneNumber)}
          helperText={errors.phoneNumber?.message ?? content.fields.phoneHelper}
          disabled={sending}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
          {...fieldProps(register('phoneNumber'))}
        />
        <TextField
          label={content.fields.email}
          type="email"
          autoComplete="email"
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
          disabled={sending}
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
          {...fieldProps(register('email', { deps: ['phoneNumber'] }))}
        />
      </Box>
      {/*
        A native select: phones open their own picker, it works before the app has started, and it
        needs none of the menu machinery of MUI's custom Select.
      */}
      <TextField
        select
        label={content.fields.helpTopic}
        required
        error={Boolean(errors.helpTopic)}
        helperText={errors.helpTopic?.message}
        disabled={sending}
        // Rendered into the HTML as the selected option: without it the browser would show the first
        // option that is not disabled, i.e. a topic the visitor never chose.
        defaultValue={startValues.helpTopic}
        {...fieldProps(register('helpTopic'))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{
          // The placeholder reads as a hint until a topic is chosen; the choices keep the text colour.
          '& select': { color: helpTopic ? 'text.primary' : 'text.secondary' },
          '& option': { color: 'text.primary' },
        }}
      >
        <option value="" disabled>
          {content.fields.helpTopicPlaceholder}
        </option>
        {HELP_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {copy.messages.helpTopics[topic]}
          </option>
        ))}
      </TextField>
      <TrapField label={content.fields.website} registration={register('website')} />
      <Typography id="consultation-contact-note" variant="body2" color="text.secondary">
        {content.contactNote}
      </Typography>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={sending}
        startIcon={sending ? <CircularProgress color="inherit" aria-hidden /> : <SendOutlined />}
        sx={{ justifySelf: { xs: 'stretch', sm: 'start' } }}
      >
        {sending ? content.submit.sending : content.submit.idle}
      </Button>
      <Typography variant="caption" color="text.secondary">
        {content.privacyNote}{' '}
        <Link href={content.privacyLink.to} variant="caption">
          {content.privacyLink.label}
        </Link>
        {content.privacyNoteEnd}
      </Typography>
    </Box>
  );
}
