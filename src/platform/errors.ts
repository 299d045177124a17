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

/** A refusal the user should see. `code` is SCREAMING_SNAKE, `message` the spec's text. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly family: ErrorFamily = 'BAD_INPUT',
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toTRPC(): TRPCError {
    return new TRPCError({ code: familyToTrpc[this.family], message: this.message, cause: this });
  }
}

/** The platform's own errors, with the exact server texts of the spec's error catalogue. */
export const platformErrors = {
  notAuthenticated: () => new AppError('NOT_AUTHENTICATED', 'Not authenticated', 'UNAUTHENTICATED'),
  notAuthorized: () => new AppError('NOT_AUTHORIZED', 'Not authorized', 'FORBIDDEN'),
  profileNotSelected: () => new AppError('PROFILE_NOT_SELECTED', 'Profile not selected', 'FORBIDDEN'),
  /** signed in with the seeded default password: every call but changing it is refused */
  passwordChangeRequired: () => new AppError('PASSWORD_CHANGE_REQUIRED', 'Password change required', 'FORBIDDEN'),
  rateLimited: () => new AppError('RATE_LIMITED', 'Rate limited', 'RATE_LIMITED'),
  complexityReached: () => new AppError('COMPLEXITY_REACHED', 'COMPLEXITY_REACHED', 'BAD_INPUT'),
  unknown: () => new AppError('UNKNOWN', 'Unknown error, contact support', 'INTERNAL'),
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
