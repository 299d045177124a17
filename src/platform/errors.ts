import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';

/**
 * How a failure travels: the transport family decides the tRPC code; the GraphQL error carries
 * `extensions.code` (the domain code) and the message, which is the spec's English text.
 * The client translates by code and falls back to the message.
 */
export type ErrorFamily =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_INPUT'
  | 'CONFLICT'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'INTERNAL';

const familyToTrpc: Record<ErrorFamily, TRPC_ERROR_CODE_KEY> = {
  UNAUTHENTICATED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  BAD_INPUT: 'BAD_REQUEST',
  CONFLICT: 'CONFLICT',
  NOT_FOUND: 'NOT_FOUND',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
};

/** Values a refusal carries to the client (`extensions.details`); `$name` in its message is filled from them. */
export type ErrorDetails = Record<string, unknown>;

/** A refusal the user should see. `code` is SCREAMING_SNAKE, `message` the spec's text. */
export class AppError<C extends string = string> extends Error {
  constructor(
    readonly code: C,
    message: string,
    readonly family: ErrorFamily = 'BAD_INPUT',
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toTRPC(): TRPCError {
    return new TRPCError({ code: familyToTrpc[this.family], message: this.message, cause: this });
  }
}

/** One code's definition: its English text (the spec's, or ours in its style) and its transport family. */
export interface ErrorDef {
  readonly message: string;
  readonly family: ErrorFamily;
}

/** A module's codes, each defined once. */
export type Catalogue<C extends string = string> = { readonly [K in C]: ErrorDef };

type DefSource = string | readonly [message: string, family: ErrorFamily];

/** `$name` placeholders of a message filled from the details (`$room` → details.room). */
export function fillMessage(message: string, details?: ErrorDetails): string {
  if (!details) return message;
  return message.replace(/\$([a-zA-Z]+)/g, (m, name: string) => (name in details ? String(details[name]) : m));
}

/**
 * A module's error catalogue: each code with its text (and family; BAD_INPUT when only a text is
 * given), and `raise(code, details?)`, the one way the module makes a refusal. A misspelled code
 * does not compile; the composition root joins every module's catalogue and refuses a code defined twice.
 */
export function defineErrors<const T extends Record<string, DefSource>>(defs: T) {
  type C = keyof T & string;
  const catalogue = Object.fromEntries(
    Object.entries(defs).map(([code, d]) => [
      code,
      typeof d === 'string' ? { message: d, family: 'BAD_INPUT' } : { message: d[0], family: d[1] },
    ]),
  ) as Catalogue<C>;
  const raise = (code: C, details?: ErrorDetails): AppError<C> => {
    const def = catalogue[code];
    return new AppError(code, fillMessage(def.message, details), def.family, details);
  };
  return { catalogue, raise };
}

/** The codes of several catalogues as one; throws when a code is defined in two of them. */
export function joinCatalogues<const T extends readonly Catalogue[]>(
  ...catalogues: T
): Catalogue<{ [I in keyof T]: keyof T[I] & string }[number]> {
  const all: Record<string, ErrorDef> = {};
  for (const c of catalogues) {
    for (const [code, def] of Object.entries(c)) {
      if (code in all) throw new Error(`Error code ${code} is defined twice`);
      all[code] = def;
    }
  }
  return all as Catalogue<{ [I in keyof T]: keyof T[I] & string }[number]>;
}

/**
 * The platform's codes: the transport's own (authentication, limits, malformed requests) and the
 * refusals several modules share (not enough of something, a missing requirement, a profile or
 * world that is not there), with the exact server texts of the spec's error catalogue.
 */
export const { catalogue: platformCatalogue, raise: platformError } = defineErrors({
  NOT_AUTHENTICATED: ['Not authenticated', 'UNAUTHENTICATED'],
  NOT_AUTHORIZED: ['Not authorized', 'FORBIDDEN'],
  PROFILE_NOT_SELECTED: ['Profile not selected', 'FORBIDDEN'],
  PASSWORD_CHANGE_REQUIRED: ['Password change required', 'FORBIDDEN'],
  RATE_LIMITED: ['Rate limited', 'RATE_LIMITED'],
  COMPLEXITY_REACHED: 'COMPLEXITY_REACHED',
  UNKNOWN: ['Unknown error, contact support', 'INTERNAL'],
  /** malformed input: the message names the field ('Count must be a whole number'), see input-errors.ts */
  BAD_INPUT: 'Input is not valid',
  BAD_REQUEST: ['Subscriptions run over the WebSocket at /graphql-ws', 'BAD_INPUT'],
  PAYLOAD_TOO_LARGE: 'Payload Too Large: a request body can be at most $maxBytes bytes',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported Media Type: send the request as application/json (got $got)',
  NOT_ENOUGH_RESOURCES: "You don't have enough resources",
  NOT_ENOUGH_CREDITS: "You don't have enough credits",
  NOT_ENOUGH_ITEMS: 'Not enough items',
  NO_AMOUNT: 'You need to select an amount',
  NO_UNITS: 'You have to send at least one unit',
  MISSING_UNITS: 'You have to have units to send them',
  REQUIREMENT_MISSING: 'Required building does not have enough level',
  LOCATION_NOT_EMPTY: ['Location not empty', 'CONFLICT'],
  UNKNOWN_COMMANDER: ['There is no commander of that name in this world', 'NOT_FOUND'],
  NOT_MEMBER: ['You are not in an alliance', 'CONFLICT'],
  PROFILE_NOT_FOUND: ['Profile not found', 'NOT_FOUND'],
  WORLD_NOT_FOUND: ['World not found', 'NOT_FOUND'],
});
export type PlatformErrorCode = keyof typeof platformCatalogue;

/** The platform's refusals by name. */
export const platformErrors = {
  notAuthenticated: () => platformError('NOT_AUTHENTICATED'),
  notAuthorized: () => platformError('NOT_AUTHORIZED'),
  profileNotSelected: () => platformError('PROFILE_NOT_SELECTED'),
  /** signed in with the seeded default password: every call but changing it is refused */
  passwordChangeRequired: () => platformError('PASSWORD_CHANGE_REQUIRED'),
  rateLimited: () => platformError('RATE_LIMITED'),
  complexityReached: () => platformError('COMPLEXITY_REACHED'),
  unknown: () => platformError('UNKNOWN'),
};

/** Finds the AppError inside whatever wrapped it (tRPC, GraphQL, a cause chain). */
export function findAppError(err: unknown): AppError | undefined {
  let cur: unknown = err;
  for (let i = 0; i < 6 && cur; i++) {
    if (cur instanceof AppError) return cur;
    if (typeof cur === 'object' && cur !== null) {
      const o = cur as { originalError?: unknown; cause?: unknown };
      cur = o.originalError ?? o.cause;
    } else return undefined;
  }
  return undefined;
}
