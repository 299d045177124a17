/**
 * tRPC init and the base procedures, defined once: `publicProcedure`, `authedProcedure` (signed in),
 * `playerProcedure` (signed in with a profile entered), `adminProcedure`. Domain errors (AppError)
 * thrown anywhere below become tRPC errors that keep the AppError as cause.
 */
import { type CommandScope, runAsCommand } from './command-scope.ts';
import { initTRPC } from '@trpc/server';
import type { Captcha } from './captcha.ts';
import type { Clock } from './clock.ts';
import type { Db, Executor, Trx } from './db.ts';
import { findAppError, platformErrors } from './errors.ts';
import { config } from './config.ts';
import {
  badInput,
  fieldLabel,
  findBadText,
  findOversized,
  fromZodIssues,
  inputText,
  logRefusal,
} from './input-errors.ts';
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
  /** the base the caller asks to act on as its sitter (the `x-sit-as` header: the owner's profile id) */
  sitAs?: string | null;
  /** the module router a GraphQL resolver called through (callerFor), to name a path as the app does */
  routerName?: string;
  /** Hands the client a (new) session token in the response header. */
  setToken(token: string): void;
}

/** What a procedure says of itself to the middlewares. */
export interface ProcedureMeta {
  /**
   * It changes nothing in the world (chat, reports, settings, ending a vacation): command guards
   * (vacation, sitting) let it through.
   */
  calm?: boolean;
}

const t = initTRPC
  .context<AppContext>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const app = findAppError(error);
      return { ...shape, data: { ...shape.data, appCode: app?.code ?? null, stack: undefined } };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

const mapErrors = t.middleware(async ({ next, path }) => {
  const result = await next();
  if (!result.ok) {
    const app = findAppError(result.error);
    if (app) {
      if (app.code === 'BAD_INPUT') logRefusal(app, path);
      throw app.toTRPC();
    }
    if (result.error.code === 'BAD_REQUEST' || result.error.code === 'PARSE_ERROR') {
      // input that fails its schema: a refusal naming the field, never zod's own text or a stack
      const issues = (result.error.cause as { issues?: unknown } | undefined)?.issues;
      const refusal = Array.isArray(issues) ? fromZodIssues(issues) : badInput([], inputText.invalid('Input'));
      logRefusal(refusal, path);
      throw refusal.toTRPC();
    }
    if (result.error.code === 'INTERNAL_SERVER_ERROR') {
      console.error(result.error.cause ?? result.error);
      throw platformErrors.unknown().toTRPC();
    }
  }
  return result;
});

/**
 * Before the schema reads an input: no list (or object) longer than INPUT_MAX_ENTRIES, and no
 * string that is not text (a NUL character or a lone surrogate, which PostgreSQL cannot store).
 */
const refuseUnfitInput = t.middleware(async ({ getRawInput, next }) => {
  const raw = await getRawInput();
  const long = findOversized(raw, config.inputMaxEntries);
  if (long) throw badInput(long, inputText.maxEntries(fieldLabel(long), config.inputMaxEntries));
  const bad = findBadText(raw);
  if (bad) throw badInput(bad.path, bad.text);
  return next();
});

export const publicProcedure = t.procedure.use(mapErrors).use(refuseUnfitInput);

/** Signed in, even with a password that must be changed first: only for changing it. */
export const passwordChangeProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw platformErrors.notAuthenticated();
  return next({ ctx: { ...ctx, session: ctx.session } });
});

export const authedProcedure = passwordChangeProcedure.use(({ ctx, next }) => {
  if (ctx.session.mustChangePassword) throw platformErrors.passwordChangeRequired();
  return next({ ctx });
});

/**
 * Checks a player's command must pass before it runs (vacation, sitting): each is given the
 * procedure's path and may refuse. Declared by the composition root, run for mutations only, so
 * every read screen still works. The same on every door: GraphQL resolvers call these procedures.
 */
export type CommandGuard = (ctx: AppContext & { profileId: string }, path: string) => Promise<void>;
const commandGuards: CommandGuard[] = [];
export const addCommandGuard = (guard: CommandGuard) => {
  if (!commandGuards.includes(guard)) commandGuards.push(guard);
};

/**
 * Sitting (decision 066): a sitter's request for the owner's base. `admit` refuses what the sitter
 * may not do now (no grant in force, a command outside the allow-list) and says whether the
 * procedure runs on the owner's base ('sat') or on the sitter's own profile ('own': their mail,
 * chat, reports, settings — every calm command is the sitter's own); `record` writes a sitter's
 * command to the owner's sitting log in the command's own transaction (the first one that holds the
 * owner's base lock), so the line commits with what the command did, or neither does.
 */
export interface SittingGate {
  admit(
    ctx: AppContext & { profileId: string },
    ownerId: string,
    path: string,
    kind: 'read' | 'command' | 'calm',
  ): Promise<'sat' | 'own'>;
  record(
    ctx: AppContext & { profileId: string },
    ownerId: string,
    path: string,
    input: unknown,
    ex: Executor,
  ): Promise<void>;
  /** when the sitter's grant on the owner's base ends; refuses ('not sitting') when none is in force */
  seat(ctx: AppContext & { profileId: string }, ownerId: string): Promise<number>;
  /** the grant still in force, read in the transaction that holds the owner's base lock */
  recheck(ctx: AppContext & { profileId: string }, ownerId: string, trx: Trx): Promise<void>;
}
let sittingGate: SittingGate | null = null;
export const setSittingGate = (gate: SittingGate) => {
  sittingGate = gate;
};

/** When this sitter's grant on the owner's base ends (the sat base's pushes); refuses when none is in force. */
export function sittingSeat(ctx: AppContext & { profileId: string }, ownerId: string): Promise<number> {
  if (!sittingGate) throw platformErrors.notAuthorized();
  return sittingGate.seat(ctx, ownerId);
}

export const playerProcedure = authedProcedure.use(async ({ ctx, next, type, path, meta, getRawInput }) => {
  if (ctx.session.role === 'admin') throw platformErrors.notAuthorized();
  if (!ctx.session.profileId) throw platformErrors.profileNotSelected();
  const own = ctx.session.profileId;
  let profileId = own;
  let sitter: string | undefined;
  if (ctx.sitAs && ctx.sitAs !== own) {
    if (!sittingGate) throw platformErrors.notAuthorized();
    const kind = type !== 'mutation' ? 'read' : meta?.calm === true ? 'calm' : 'command';
    const full = ctx.routerName ? `${ctx.routerName}.${path}` : path;
    if ((await sittingGate.admit({ ...ctx, profileId: own }, ctx.sitAs, full, kind)) === 'sat') {
      profileId = ctx.sitAs;
      sitter = own;
    }
  }
  if (type !== 'mutation') return next({ ctx: { ...ctx, session: ctx.session, profileId } });
  // a sitter's command passes the owner's guards (a base on vacation takes no order)
  const calm = meta?.calm === true;
  if (!calm) for (const guard of commandGuards) await guard({ ...ctx, profileId }, path);
  const gate = sittingGate;
  const full = ctx.routerName ? `${ctx.routerName}.${path}` : path;
  const scope: CommandScope = {
    calm,
    sitter,
    sittingFor: sitter ? profileId : undefined,
    recheckSitter:
      sitter && gate
        ? async (trx: Trx) => {
            await gate.recheck({ ...ctx, profileId: own }, profileId, trx);
            // the log line in the command's transaction: a rollback takes it back, a commit keeps it
            if (scope.logged) return;
            await gate.record({ ...ctx, profileId: own }, profileId, full, await getRawInput(), trx);
            scope.logged = true;
          }
        : undefined,
  };
  const result = await runAsCommand(scope, () => next({ ctx: { ...ctx, session: ctx.session, profileId } }));
  // every listed sitter command locks the owner's base; one that did not was never checked under it
  // (nor logged with it): it is logged now, on its own, and the server log says so
  if (sitter && result.ok && !scope.rechecked) {
    console.error(`[sitting] ${path} ran without the grant checked under the lock`);
    if (gate && !scope.logged)
      await gate.record({ ...ctx, profileId: own }, profileId, full, await getRawInput(), ctx.db);
  }
  return result;
});

/** A player's command that changes nothing in the world: the command guards let it through. */
export const calmProcedure = playerProcedure.meta({ calm: true });

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.session.role !== 'admin') throw platformErrors.notAuthorized();
  return next({ ctx: { ...ctx, session: ctx.session } });
});

/** A signed-in player account (not an admin), with or without a profile entered: /select-profile. */
export const accountProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.session.role === 'admin') throw platformErrors.notAuthorized();
  return next({ ctx: { ...ctx, session: ctx.session } });
});
