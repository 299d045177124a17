/**
 * The browser's session: the token in local storage (key `token`), the profile flag (key
 * `profile`, present only when it is the text `true`), the id of the profile entered (key
 * `profile-id`: game data in the query cache is keyed by it), and the claims read from the token.
 * An unreadable token is removed. Logout and the `store-clear` event clear both.
 */
import { decodeJwt } from 'jose';
import { useSyncExternalStore } from 'react';
import { stopSitting } from './sitting.ts';

export const TOKEN_KEY = 'token';
export const PROFILE_KEY = 'profile';
/** the profile entered (its id), beside the spec's flag */
export const PROFILE_ID_KEY = 'profile-id';
/** `true` while the server requires a new password (the seeded admin's first sign-in) */
export const PASSWORD_CHANGE_KEY = 'password-change';
export const STORE_CLEAR_EVENT = 'store-clear';

export interface SessionInfo {
  role: string;
  username: string;
  authActive: boolean;
  lastLogin: string | null;
}

export interface SessionState {
  token: string | null;
  session: SessionInfo | null;
  hasProfile: boolean;
  /** the profile entered; null without one (or when entered before the id was kept) */
  profileId: string | null;
  /** signed in, but a new password must be set before anything else */
  mustChangePassword: boolean;
}

const listeners = new Set<() => void>();
let cached: SessionState | null = null;

function read(): SessionState {
  const token = localStorage.getItem(TOKEN_KEY);
  let session: SessionInfo | null = null;
  if (token) {
    try {
      const c = decodeJwt(token);
      session = {
        role: String(c.role ?? ''),
        username: String(c.username ?? ''),
        authActive: c.authActive === true,
        lastLogin: typeof c.lastLogin === 'string' ? c.lastLogin : null,
      };
    } catch {
      localStorage.removeItem(TOKEN_KEY); // unreadable: not a session
    }
  }
  // no session, no profile: a flag left behind (a garbage token, a token removed by hand) goes too
  if (!session) {
    localStorage.removeItem(PROFILE_KEY);
    localStorage.removeItem(PROFILE_ID_KEY);
    localStorage.removeItem(PASSWORD_CHANGE_KEY);
  }
  const hasProfile = localStorage.getItem(PROFILE_KEY) === 'true';
  return {
    token: session ? token : null,
    session,
    hasProfile,
    profileId: hasProfile ? localStorage.getItem(PROFILE_ID_KEY) : null,
    mustChangePassword: session !== null && localStorage.getItem(PASSWORD_CHANGE_KEY) === 'true',
  };
}

function emit() {
  cached = null;
  for (const l of listeners) l();
}

export function getSessionState(): SessionState {
  cached ??= read();
  return cached;
}

export const isAuthenticated = (s = getSessionState()) => s.session !== null;
export const isAdmin = (s = getSessionState()) => s.session?.role === 'admin';

export function setToken(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
  emit();
}

/** Sets the profile flag (and the id of the profile entered) or removes both. */
export function setProfileFlag(on: boolean, profileId?: string) {
  if (on) localStorage.setItem(PROFILE_KEY, 'true');
  else localStorage.removeItem(PROFILE_KEY);
  if (on && profileId) localStorage.setItem(PROFILE_ID_KEY, profileId);
  else localStorage.removeItem(PROFILE_ID_KEY);
  emit();
}

export function setPasswordChangeFlag(on: boolean) {
  if (on) localStorage.setItem(PASSWORD_CHANGE_KEY, 'true');
  else localStorage.removeItem(PASSWORD_CHANGE_KEY);
  emit();
}

/** Removes the token and the profile flag and resets every listener's state. */
export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(PROFILE_KEY);
  localStorage.removeItem(PROFILE_ID_KEY);
  localStorage.removeItem(PASSWORD_CHANGE_KEY);
  stopSitting();
  emit();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** What this tab does when another tab signs out or in as someone else (wired by the app). */
const elsewhere = new Set<(change: 'signed-out' | 'switched') => void>();
export function onSessionChangedElsewhere(f: (change: 'signed-out' | 'switched') => void): () => void {
  elsewhere.add(f);
  return () => elsewhere.delete(f);
}

if (typeof window !== 'undefined') {
  window.addEventListener(STORE_CLEAR_EVENT, () => clearSession());
  // another tab signed in or out (key null: its storage was cleared)
  window.addEventListener('storage', (e) => {
    if (
      e.key !== null &&
      e.key !== TOKEN_KEY &&
      e.key !== PROFILE_KEY &&
      e.key !== PROFILE_ID_KEY &&
      e.key !== PASSWORD_CHANGE_KEY
    )
      return;
    const before = cached?.token ?? null;
    emit();
    const after = getSessionState().token;
    if (before && !after) for (const f of elsewhere) f('signed-out');
    else if (before && after && before !== after && decodeJwt(before).sub !== decodeJwt(after).sub)
      for (const f of elsewhere) f('switched');
  });
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSessionState, getSessionState);
}
