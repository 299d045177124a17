/**
 * tRPC init and the base procedures, defined once: `publicProcedure`, `authedProcedure` (signed in),
 * `playerProcedure` (signed in with a profile entered), `adminProcedure`. Domain errors (AppError)
 * thrown anywhere below become tRPC errors that keep the AppError as cause.
 */
import { initTRPC } from '@trpc/server';
import type { Captcha } from './captcha.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import { AppError, findAppError, platformErrors } from './errors.ts';
import type { PushHub } from './pubsub.ts';
import type { TokenService } from './tokens.ts';

/** Who is calling, resolved from the session token by the composition root. */
export interface Session {
  sessionId: string;
  accountId: string;
  role: 'admin' | 'player';
  username: string;
  authActive: boolean;
  lastLogin: string | null;
  /** profile entered in this session, null until /select-profile */
  profileId: string | null;
  /** signed in with a password that must be replaced first: only `passwordChangeProcedure` calls pass */
  mustChangePassword: boolean;
}

/** Shared services handed to every request. */
export interface AppServices {
  db: Db;
  clock: Clock;
  tokens: TokenService;
  captcha: Captcha;
  push: PushHub;
}

export interface AppContext extends AppServices {
  session: Session | null;
  ip: string;
  userAgent: string;
  /** Hands the client a (new) session token in the response header. */
  setToken(token: string): void;
}

const t = initTRPC.context<AppContext>().create({
  errorFormatter({ shape, error }) {
    const app = findAppError(error);
    return { ...shape, data: { ...shape.data, appCode: app?.code ?? null, stack: undefined } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const app = findAppError(result.error);
    if (app) throw app.toTRPC();
    if (result.error.code === 'BAD_REQUEST' || result.error.code === 'PARSE_ERROR') {
      // zod input errors: a clear refusal, never a stack trace
      throw new AppError('BAD_INPUT', 'Unknown error, contact support', 'BAD_INPUT', { issues: result.error.message }).toTRPC();
    }
    if (result.error.code === 'INTERNAL_SERVER_ERROR') {
      console.error(result.error.cause ?? result.error);
      throw platformErrors.unknown().toTRPC();
    }
  }
  return result;
});

export const publicProcedure = t.procedure.use(mapErrors);

/** Signed in, even with a password that must be changed first: only for changing it. */
export const passwordChangeProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw platformErrors.notAuthenticated();
  return next({ ctx: { ...ctx, session: ctx.session } });
});

export const authedProcedure = passwordChangeProcedure.use(({ ctx, next }) => {
  if (ctx.session.mustChangePassword) throw platformErrors.passwordChangeRequired();
  return next({ ctx });
});

export const playerProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.session.role === 'admin') throw platformErrors.notAuthorized();
  if (!ctx.session.profileId) throw platformErrors.profileNotSelected();
  return next({ ctx: { ...ctx, session: ctx.session, profileId: ctx.session.profileId } });
});

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.session.role !== 'admin') throw platformErrors.notAuthorized();
  return next({ ctx: { ...ctx, session: ctx.session } });
});

/** A signed-in player account (not an admin), with or without a profile entered: /select-profile. */
export const accountProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.session.role === 'admin') throw platformErrors.notAuthorized();
  return next({ ctx: { ...ctx, session: ctx.session } });
});
