import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { NotifyContext, type Notify } from './notify';
import type { QueuedToast } from './Toaster';

const Toaster = lazy(() => import('./Toaster'));

/** Warms the toast code before it is needed (e.g. when a form appears), so the first toast is instant. */
export function preloadNotifications(): void {
  void import('./Toaster');
}

/**
 * Toasts for the whole app via `useNotify()`. notistack is only downloaded when the first toast is
 * raised (or preloaded), which keeps it out of the JavaScript every content page needs.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<readonly QueuedToast[]>([]);
  const [mounted, setMounted] = useState(false);
  const nextId = useRef(0);

  const notify = useCallback<Notify>((message, options = {}) => {
    nextId.current += 1;
    const toast: QueuedToast = { id: nextId.current, message, options };
    setMounted(true);
    setQueue((current) => [...current, toast]);
  }, []);

  const onShown = useCallback((ids: readonly number[]) => {
    setQueue((current) => current.filter((toast) => !ids.includes(toast.id)));
  }, []);

  return (
    <NotifyContext value={notify}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <Toaster toasts={queue} onShown={onShown} />
        </Suspense>
      ) : null}
    </NotifyContext>
  );
}
