import { useEffect } from 'react';
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
import { styled } from '@mui/material/styles';
import type { NotifyOptions } from './notify';

export interface QueuedToast {
  id: number;
  message: string;
  options: NotifyOptions;
}

/**
 * notistack's default colours fail WCAG AA (white on #43a047 and #ff9800 are under 4.5:1),
 * so every variant takes the theme's AA-checked main/contrastText pair instead.
 */
const ThemedContent = styled(MaterialDesignContent)(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  fontWeight: 600,
  fontSize: '0.9375rem',
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[6],
  '&.notistack-MuiContent-default': {
    backgroundColor: theme.vars.palette.text.primary,
    color: theme.vars.palette.background.paper,
  },
  '&.notistack-MuiContent-success': {
    backgroundColor: theme.vars.palette.success.main,
    color: theme.vars.palette.success.contrastText,
  },
  '&.notistack-MuiContent-error': {
    backgroundColor: theme.vars.palette.error.main,
    color: theme.vars.palette.error.contrastText,
  },
  '&.notistack-MuiContent-warning': {
    backgroundColor: theme.vars.palette.warning.main,
    color: theme.vars.palette.warning.contrastText,
  },
  '&.notistack-MuiContent-info': {
    backgroundColor: theme.vars.palette.info.main,
    color: theme.vars.palette.info.contrastText,
  },
}));

const variantComponents = {
  default: ThemedContent,
  success: ThemedContent,
  error: ThemedContent,
  warning: ThemedContent,
  info: ThemedContent,
};

function Flush({
  toasts,
  onShown,
}: {
  toasts: readonly QueuedToast[];
  onShown: (ids: readonly number[]) => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (toasts.length === 0) return;
    for (const toast of toasts) {
      enqueueSnackbar(toast.message, {
        variant: toast.options.variant ?? 'default',
        persist: toast.options.persist,
      });
    }
    onShown(toasts.map((toast) => toast.id));
  }, [toasts, enqueueSnackbar, onShown]);
  return null;
}

/** The toast stack itself; loaded on the first toast (or in advance by pages that will need it). */
export default function Toaster({
  toasts,
  onShown,
}: {
  toasts: readonly QueuedToast[];
  onShown: (ids: readonly number[]) => void;
}) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={6000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={variantComponents}
    >
      <Flush toasts={toasts} onShown={onShown} />
    </SnackbarProvider>
  );
}
