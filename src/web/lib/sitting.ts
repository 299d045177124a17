/**
 * The base this tab sits (decision 066): the owner's profile id and name, kept for the tab
 * (sessionStorage 'sit-as'). While set, every request carries it in the `x-sit-as` header and the
 * server acts on the owner's base for the commands a sitter may give; cleared by "back to my base",
 * by signing out, or when the server answers that the grant has ended.
 */
import { useSyncExternalStore } from 'react';

export const SIT_AS_HEADER = 'x-sit-as';
const KEY = 'sit-as';

export interface SitAs {
  ownerId: string;
  commander: string;
}

const listeners = new Set<() => void>();
let cached: SitAs | null | undefined;

export function getSitAs(): SitAs | null {
  if (cached !== undefined) return cached;
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SitAs | null;
    cached = v && typeof v.ownerId === 'string' && typeof v.commander === 'string' ? v : null;
  } catch {
    cached = null;
  }
  return cached;
}

function emit() {
  cached = undefined;
  for (const l of listeners) l();
}

export function startSitting(s: SitAs) {
  sessionStorage.setItem(KEY, JSON.stringify(s));
  emit();
}

export function stopSitting() {
  if (getSitAs() === null) return;
  sessionStorage.removeItem(KEY);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useSitAs = (): SitAs | null => useSyncExternalStore(subscribe, getSitAs, () => null);
