import Box from '@mui/material/Box';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The honeypot: invisible, out of the tab order, hidden from assistive technology and from password
 * managers' autofill. People never fill it; form-filling bots usually do.
 */
export function TrapField({
  label,
  registration,
}: {
  label: string;
  registration: UseFormRegisterReturn<'website'>;
}) {
  return (
    <Box
      aria-hidden
      sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        {label}
        <input
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore
          data-lpignore="true"
          data-form-type="other"
          {...registration}
        />
      </label>
    </Box>
  );
}
