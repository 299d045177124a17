/**
 * Toasts of the spec's six kinds (sonner), with the spec's durations; texts are translated here.
 * sonner loads with the first toast (a quiet first load carries none of it): `notify` asks the
 * shell to mount the lazy Toaster, and sonner replays the toasts raised before it subscribed.
 */
import { lazy, useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';
import { fillText, type ToastKind, toastDuration } from './server-signals.ts';

/** Translates a server text (English, the spec's) into the chosen language when we know it. */
export const serverText = (text: string) =>
  i18n.t(text, { ns: 'server', keySeparator: false, nsSeparator: false, defaultValue: text });

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** True once a toast was raised: the shell mounts `LazyToaster` from then on. */
export const useToasterWanted = () => useSyncExternalStore(subscribe, () => wanted);

export const LazyToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function notify(
  kind: ToastKind,
  text: string,
  opts: {
    id?: string;
    onDismiss?: () => void;
    values?: Record<string, unknown> | null;
    /** a button on the toast (an incoming attack's "Evade now") */
    action?: { label: string; onClick: () => void };
    /** how long it stays, when not its kind's usual (an operation's reminder: until the launch second) */
    durationMs?: number;
  } = {},
): void {
  const message = fillText(serverText(text), opts.values);
  // the same message twice at once (two requests refused together) shows as one toast
  const common = {
    duration: opts.durationMs ?? toastDuration(kind),
    id: opts.id ?? `${kind}:${text}`,
    onDismiss: opts.onDismiss,
    className: `toast-${kind}`,
    action: opts.action,
  };
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  void import('sonner').then(({ toast: sonner }) => {
    switch (kind) {
      case 'error':
        return sonner.error(message, common);
      case 'success':
        return sonner.success(message, common);
      case 'warning':
        return sonner.warning(message, common);
      case 'info':
        return sonner.info(message, common);
      case 'rewards':
        return sonner(message, { ...common, icon: '✦' });
      case 'ticket-closed':
        return sonner(message, { ...common, closeButton: true, icon: '✉' });
    }
  });
}
