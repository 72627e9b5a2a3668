import type { Components, Theme } from '@mui/material/styles';

/** Alerts, progress, dialogs. Toasts (notistack) are styled in src/components/notifications. */
export const feedbackOverrides: Components<Theme> = {
  MuiAlert: {
    styleOverrides: { root: { borderRadius: 12, fontWeight: 500 } },
  },
  MuiCircularProgress: { defaultProps: { size: 20, thickness: 5 } },
  MuiDialog: { styleOverrides: { paper: { borderRadius: 20, backgroundImage: 'none' } } },
};
