/**
 * The one way the browser talks to the server: POST /graphql with the stored token in the
 * `x-session-token` header; a fresher token coming back in that header replaces ours. Failures
 * get the spec's reaction (toast, clear, redirect) here, once, and reach the caller as GqlError.
 */
import { type Document, documentText } from './graphql-doc.ts';
import { type ErrorCode, fillText, NETWORK_REACTION, type Reaction, type ServerSignal } from './server-signals.ts';

/** The map of every refusal's reaction: loaded with the first refusal (a guest's first load carries none of it). */
const reactions = () => import('./server-errors.ts');
import { clearSession, getSessionState, setPasswordChangeFlag, setProfileFlag, setToken } from './session.ts';
import { getSitAs, SIT_AS_HEADER, stopSitting } from './sitting.ts';
import { notify, serverText } from './toast.tsx';

export const TOKEN_HEADER = 'x-session-token';

/** A refused request: `message` is the client's text for the code (translated, its values filled in). */
export class GqlError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode | 'NETWORK' | null,
    readonly handled: boolean,
  ) {
    super(message);
  }
}

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);
let onClear: () => void = () => {};

/** Wired by the app: how to move to a route and how to drop cached data. */
export function configureClient(opts: { navigate: Navigate; onClear: () => void }) {
  navigate = opts.navigate;
  onClear = opts.onClear;
}

/** Applies the spec's reaction to a server signal (the map of reactions loads with the first refusal). */
export function react(signal: ServerSignal | 'network', opts: { toast?: boolean } = {}): void {
  if (signal === 'network') apply(NETWORK_REACTION, signal, opts);
  else void reactions().then((m) => apply(m.reactionFor(signal), signal, opts));
}

/**
 * How many mounted pages end the tab's session themselves and say so (the e-mail link that undoes a
 * change signs every device out). The answers of requests that were on their way when the session
 * ended come back "Not authenticated", before or after the page's own answer: there the session is
 * cleared, quietly, and the tab stays on the page that explains why.
 */
let signOutPages = 0;

/** Marks the calling page as one that ends the session and says so; returns the function that unmarks it. */
export function stayOnSignOut(): () => void {
  signOutPages++;
  return () => {
    signOutPages--;
  };
}

function apply(r: Reaction, signal: ServerSignal | 'network', opts: { toast?: boolean }): void {
  const staying = r.next === 'clear-and-home' && signOutPages > 0;
  if (opts.toast !== false && !staying)
    notify(r.kind, r.text, { values: signal === 'network' ? null : signal.details });
  if (r.next === 'clear-and-home') {
    clearSession();
    onClear();
    if (!staying) navigate('/');
  } else if (r.next === 'change-password') {
    // the shell shows the change-password screen in place of any page
    setPasswordChangeFlag(true);
  } else if (r.next === 'select-profile') {
    setProfileFlag(false);
    navigate('/select-profile');
  }
}

export interface RequestOptions {
  /** Messages the caller shows itself (e.g. a form's own error box): no toast for them. */
  quiet?: boolean;
}

/** A document without variables takes none (or `{}`); one with variables needs them, by the schema's names and types. */
export function gql<T>(
  doc: Document<T, Record<string, never>>,
  variables?: Record<string, never>,
  opts?: RequestOptions,
): Promise<T>;
export function gql<T, V>(doc: Document<T, V>, variables: V, opts?: RequestOptions): Promise<T>;
export async function gql<T, V>(doc: Document<T, V>, variables?: V, opts: RequestOptions = {}): Promise<T> {
  const query = documentText(doc);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const { token } = getSessionState();
  if (token) headers[TOKEN_HEADER] = token;
  const sitAs = getSitAs();
  if (sitAs) headers[SIT_AS_HEADER] = sitAs.ownerId;
  let res: Response;
  try {
    res = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers,
      body: JSON.stringify({ query, variables: variables ?? {} }),
    });
  } catch {
    react('network');
    throw new GqlError('Failed to fetch', 'NETWORK', true);
  }
  const fresh = res.headers.get(TOKEN_HEADER);
  if (fresh) setToken(fresh);
  let body: {
    data?: T;
    errors?: { message: string; extensions?: { code?: string; details?: Record<string, unknown> } }[];
  };
  try {
    body = await res.json();
  } catch {
    react('network');
    throw new GqlError('Failed to fetch', 'NETWORK', true);
  }
  const first = body.errors?.[0];
  if (first) {
    const code = first.extensions?.code ?? null;
    // the grant ended or was revoked: this tab is back on its own base
    if (code === 'SITTING_ENDED') stopSitting();
    const signal = { message: first.message, code, details: first.extensions?.details ?? null };
    const { reactionFor, isErrorCode } = await reactions();
    const reaction = reactionFor(signal);
    // sessions and limits always get their reaction; domain refusals only when the screen is not quiet
    const shown = reaction.always === true || !opts.quiet;
    if (shown) apply(reaction, signal, {});
    const text = fillText(serverText(reaction.text), signal.details);
    throw new GqlError(text, isErrorCode(code) ? code : null, shown);
  }
  return body.data as T;
}
