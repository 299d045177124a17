/**
 * The one mapping of failures to GraphQL errors. A domain refusal keeps its spec text and carries
 * its code in `extensions.code`; anything unexpected becomes 'Unknown error, contact support' and
 * is logged, never shown as a stack trace.
 */
import { requestStats } from '../platform/request-stats.ts';
import { GraphQLError } from 'graphql';
import { type AppError, findAppError, platformErrors } from '../platform/errors.ts';

export function maskError(error: unknown): GraphQLError {
  const app = findAppError(error);
  if (app) return toGraphQLError(app);
  // graphql-armor's limits report with their own graphql copy: recognise them by text
  if (error instanceof Error && error.message.includes('COMPLEXITY_REACHED')) {
    return toGraphQLError(platformErrors.complexityReached());
  }
  if (error instanceof GraphQLError && !error.originalError) return error; // validation / parse errors of the request itself
  const original = error instanceof GraphQLError ? error.originalError : error;
  // masked once already (a refusal thrown inside a subscription's source, wrapped again on the socket)
  if (original instanceof GraphQLError && !original.originalError && typeof original.extensions?.code === 'string')
    return original;
  const trpcCode = (original as { code?: string } | undefined)?.code;
  if (trpcCode === 'BAD_REQUEST')
    return new GraphQLError(platformErrors.unknown().message, { extensions: { code: 'BAD_INPUT' } });
  console.error('[graphql]', original);
  requestStats.failedInside();
  return toGraphQLError(platformErrors.unknown());
}

/** A refusal as the client reads it: the catalogue's text, its code and details in `extensions`. */
export function toGraphQLError(app: AppError): GraphQLError {
  return new GraphQLError(app.message, {
    extensions: { code: app.code, ...(app.details ? { details: app.details } : {}) },
  });
}
