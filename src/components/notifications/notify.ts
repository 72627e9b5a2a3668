import { createContext, useContext } from 'react';

export type NotifyVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface NotifyOptions {
  variant?: NotifyVariant;
  /** Keep the toast until dismissed (stories); toasts otherwise hide after a few seconds. */
  persist?: boolean;
}

export type Notify = (message: string, options?: NotifyOptions) => void;

export const NotifyContext = createContext<Notify>(() => {
  throw new Error('useNotify() needs a <NotificationsProvider> above it');
});

/** Shows a toast from anywhere under NotificationsProvider. */
export function useNotify(): Notify {
  return useContext(NotifyContext);
}
