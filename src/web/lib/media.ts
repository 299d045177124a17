/** Whether a CSS media query matches now, following its changes (a phone turned, a window resized). */
import { useSyncExternalStore } from 'react';

export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** A phone's width: where long lists fold into compact grids. */
export const PHONE = '(max-width: 640px)';
