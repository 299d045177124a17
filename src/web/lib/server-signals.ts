/**
 * The small part of the client's reactions to the server (types, the texts a guest may meet, the
 * network failure's reaction, filling and durations), in the first load; the map of every code's
 * reaction (server-errors.ts) loads with the first refusal or the game's screens.
 *
 * How the client reacts to each code of the server's error catalogue (spec §8): the toast kind,
 * its text, and what happens next. The map is exhaustive over `ErrorCode` (the schema's enum of
 * every catalogue code), so a new code without a reaction fails the typecheck. The reaction is
 * chosen by code, never by the English message. Pure, so the rules are tested without a browser.
 */
import type { introspection } from './graphql-env.d.ts';

export type ErrorCode = introspection['types']['ErrorCode']['enumValues'];

export type ToastKind = 'error' | 'success' | 'warning' | 'info' | 'rewards' | 'ticket-closed';

export interface ServerSignal {
  message: string;
  code?: string | null;
  /** values the refusal carries (`extensions.details`); `$name` in a text is filled from them */
  details?: Record<string, unknown> | null;
}

export interface Reaction {
  kind: ToastKind;
  /** English text (the catalogue's, or the client's own); the UI translates it through the `server` namespace */
  text: string;
  /** what follows the toast */
  next?: 'clear-and-home' | 'select-profile' | 'change-password';
  /** shown even by a screen that shows its own refusals (sessions, limits) */
  always?: boolean;
  /** the server's message names the field ('Count must be a whole number'): shown as the server says it */
  namesField?: boolean;
}

export const NETWORK_FAILURE = "Can't connect to the server right now. Please try again later.";
export const LOGIN_WITHOUT_RESULT = 'Error during login';
export const UNKNOWN = 'Unknown error, contact support';
export const PASSWORD_CHANGE_REQUIRED = 'Please set a new password before you continue.';

/** The reaction to a request that got no answer (no chunk has to load for it). */
export const NETWORK_REACTION: Reaction = { kind: 'error', text: NETWORK_FAILURE, always: true };

/** `$name` placeholders of a text filled from a refusal's details. */
export function fillText(text: string, details?: Record<string, unknown> | null): string {
  if (!details) return text;
  return text.replace(/\$([a-zA-Z]+)/g, (m, name: string) => (name in details ? String(details[name]) : m));
}

/** Toast durations of spec §9: 3 s by default, 15 s for errors, ticket-closed stays open. */
export function toastDuration(kind: ToastKind): number {
  if (kind === 'ticket-closed') return Number.POSITIVE_INFINITY;
  if (kind === 'error') return 15_000;
  return 3_000;
}
