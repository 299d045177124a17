import { inTransaction } from '../../platform/db.ts';
import { LANGUAGES } from '../../platform/languages.ts';
import { hasNewReports } from '../reports/index.ts';
import { SITTER_PUSHES } from '../../game/index.ts';
import { z } from 'zod';
import { adminReason as reason, uuidId } from '../../platform/input-errors.ts';
import {
  adminProcedure,
  type AppServices,
  authedProcedure,
  sittingSeat,
  passwordChangeProcedure,
  publicProcedure,
  router,
} from '../../platform/trpc.ts';
import {
  type LoginInput,
  type LoginResult,
  type LoginSource,
  login,
  loginCaptchaRefusal,
  sweepLoginFailures,
} from './login.ts';
import { changePassword } from './password.ts';
import { findAccountById } from './repo.ts';
import { endSessions, listSessions } from './sessions.ts';
import { botPasswords, createBotAccounts, MAX_BOTS_PER_CALL } from './bots.ts';
import { liftSuspension, signOutEverywhere, suspendAccount } from './moderation.ts';
import { approveRegistration, denyRegistration, listRegistrations } from './review.ts';
import { activate, register, registrationInput, unsubscribe } from './registration.ts';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor, twoFactorToken } from './two-factor.ts';
import { emailSettings, followEmailLink, requestEmailChange, subscribeEmail } from './email.ts';
import { requestAccountDeletion } from './deletion.ts';

const text = (max: number) => z.string().max(max);
const captchaAction = z.enum(['login', 'authTokenLogin', 'register', 'contact']);

/**
 * Both sign-in steps at the edge: the captcha before the transaction, the sign-in in it (a wrong
 * password is answered, not thrown, so its failure count commits), the sweep of stale failures after.
 */
async function signIn(
  services: Pick<AppServices, 'db' | 'clock' | 'tokens' | 'captcha'>,
  input: LoginInput,
  source: LoginSource,
): Promise<LoginResult> {
  const now = services.clock.now();
  const refusal = await loginCaptchaRefusal(services, input, now);
  if (refusal) return refusal;
  const result = await inTransaction(services.db, (trx) => login(trx, services, input, source, now));
  sweepLoginFailures(services.db, now);
  return result;
}

export const accountsRouter = router({
  captchaChallenge: publicProcedure.input(z.object({ action: captchaAction })).query(async ({ ctx, input }) => {
    return JSON.stringify(await ctx.captcha.challenge(input.action, ctx.clock.now()));
  }),

  register: publicProcedure
    .input(
      z.object({
        username: text(200),
        password: text(200),
        email: text(300),
        termsAgreed: z.boolean(),
        referral: text(200).nullish(),
        recaptcha: text(10_000).nullish(),
        language: z.enum(LANGUAGES).nullish(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      // checked, and the password hashed (the slow part), before the transaction opens
      const ready = await registrationInput(ctx, input);
      if (!ready.ok) return ready;
      return inTransaction(ctx.db, (trx) => register(trx, input, ready));
    }),

  activate: publicProcedure
    .input(z.object({ token: text(200) }))
    .mutation(({ ctx, input }) => inTransaction(ctx.db, (trx) => activate(trx, input.token, ctx.clock.now()))),
  unsubscribe: publicProcedure
    .input(z.object({ token: text(200) }))
    .mutation(({ ctx, input }) => inTransaction(ctx.db, (trx) => unsubscribe(trx, input.token))),

  login: publicProcedure
    .input(z.object({ username: text(200), password: text(200), recaptcha: text(10_000).nullish() }))
    .mutation(async ({ ctx, input }) => {
      const result = await signIn(ctx, { ...input, authToken: null }, { ip: ctx.ip, userAgent: ctx.userAgent });
      if (result.token) ctx.setToken(result.token);
      return result;
    }),

  validateAuthenticationTokenAndLogin: publicProcedure
    .input(
      z.object({ username: text(200), password: text(200), authToken: text(20), recaptcha: text(10_000).nullish() }),
    )
    .mutation(async ({ ctx, input }) => {
      const result = await signIn(ctx, input, { ip: ctx.ip, userAgent: ctx.userAgent });
      if (result.token) ctx.setToken(result.token);
      return {
        ok: result.ok,
        lastLogin: result.lastLogin,
        errors: result.errors,
        token: result.token,
        passwordChangeRequired: result.passwordChangeRequired,
      };
    }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await endSessions(ctx.db, ctx.session.accountId, { only: ctx.session.sessionId }, ctx.clock.now());
    return { ok: true };
  }),

  /** The account's live sessions (device, last seen), the current one marked. */
  sessions: authedProcedure.query(({ ctx }) => listSessions(ctx, ctx.session)),

  /** Ends one of the account's sessions (the current one too: that is signing out). */
  endSession: authedProcedure.input(z.object({ sessionId: z.string().uuid() })).mutation(async ({ ctx, input }) => {
    const ended = await endSessions(ctx.db, ctx.session.accountId, { only: input.sessionId }, ctx.clock.now());
    return { ok: ended.length === 1 };
  }),

  endOtherSessions: authedProcedure.mutation(async ({ ctx }) => {
    await endSessions(ctx.db, ctx.session.accountId, { allExcept: ctx.session.sessionId }, ctx.clock.now());
    return { ok: true };
  }),

  /** Allowed while a password change is required (the seeded admin's first sign-in). */
  changePassword: passwordChangeProcedure
    .input(z.object({ currentPassword: text(200), newPassword: text(200) }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) =>
        changePassword(trx, ctx.session, input, { ip: ctx.ip, userAgent: ctx.userAgent }, ctx.clock.now()),
      ),
    ),

  me: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.session) return null;
    const account = await findAccountById(ctx.db, ctx.session.accountId);
    return {
      username: ctx.session.username,
      role: ctx.session.role,
      authActive: ctx.session.authActive,
      lastLogin: ctx.session.lastLogin,
      passwordChangeRequired: ctx.session.mustChangePassword,
      email: account?.email ?? '',
      profileId: ctx.session.profileId,
      newReports: ctx.session.profileId ? await hasNewReports(ctx.db, ctx.session.profileId) : false,
    };
  }),

  /** Pushes for the signed-in account (ticket closed, new report …), delivered after their change commits. */
  notifications: authedProcedure.input(z.object({ sitAs: uuidId.nullish() }).optional()).subscription(async function* ({
    ctx,
    input,
    signal,
  }) {
    const own = ctx.session.profileId;
    // a tab sitting a friend's base (decision 066) hears that base's pushes instead of its own base's
    const sitAs = own && input?.sitAs && input.sitAs !== own ? input.sitAs : null;
    let sitUntil = sitAs && own ? await sittingSeat({ ...ctx, profileId: own }, sitAs) : 0;
    const it = ctx.push.subscribe(ctx.session.accountId, own, [], sitAs ? [sitAs] : []);
    signal?.addEventListener('abort', () => void it.return?.());
    try {
      for await (const m of it) {
        if (sitAs) {
          const basePush = SITTER_PUSHES.includes(m.kind);
          if (m.kind === 'sitting-ended' && m.data.ownerId === sitAs) sitUntil = 0;
          if (m.profileId === sitAs && m.profileId !== own) {
            // the sat base: its base pushes while the grant holds (a revoke is heard in order)
            if (!basePush || ctx.clock.now() >= sitUntil) continue;
          } else if (m.profileId === own && basePush && ctx.clock.now() < sitUntil) continue;
        }
        yield {
          kind: m.kind,
          text: 'text' in m.data && typeof m.data.text === 'string' ? m.data.text : '',
          data: JSON.stringify(m.data ?? {}),
        };
      }
    } finally {
      await it.return?.();
    }
  }),

  /** The account's e-mail: the address, whether mail is off (unsubscribed), a change waiting for its confirmation. */
  emailSettings: authedProcedure.query(({ ctx }) => emailSettings(ctx.db, ctx.session.accountId, ctx.clock.now())),
  subscribeEmail: authedProcedure.mutation(({ ctx }) => subscribeEmail(ctx.db, ctx.session.accountId)),
  changeEmail: authedProcedure
    .input(z.object({ email: text(300), currentPassword: text(200) }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => requestEmailChange(trx, ctx.session, input, ctx.clock.now())),
    ),
  /** A link from an e-mail: confirms a change of address (new address) or reverts it (old address, a week). */
  followEmailLink: publicProcedure
    .input(z.object({ token: text(200) }))
    .mutation(({ ctx, input }) => inTransaction(ctx.db, (trx) => followEmailLink(trx, input.token, ctx.clock.now()))),

  requestAccountDeletion: authedProcedure
    .input(z.object({ currentPassword: text(200) }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => requestAccountDeletion(trx, ctx.session, input.currentPassword, ctx.clock.now())),
    ),

  twoFactorSetup: authedProcedure.query(({ ctx }) => setupTwoFactor(ctx.session.username)),

  enableTwoFactor: authedProcedure
    // 26 base32 characters are 16 bytes, the least otplib takes (a shorter seed made it throw)
    .input(z.object({ secret: z.string().min(26).max(100), code: text(20) }))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.clock.now();
      await inTransaction(ctx.db, (trx) => enableTwoFactor(trx, ctx.session, input.secret, input.code, now));
      ctx.setToken(await twoFactorToken(ctx, ctx.session, true, now));
      return { ok: true };
    }),

  disableTwoFactor: authedProcedure.input(z.object({ code: text(20) })).mutation(async ({ ctx, input }) => {
    const now = ctx.clock.now();
    await inTransaction(ctx.db, (trx) => disableTwoFactor(trx, ctx.session, input.code, now));
    ctx.setToken(await twoFactorToken(ctx, ctx.session, false, now));
    return { ok: true };
  }),

  registrations: adminProcedure
    .input(z.object({ status: z.enum(['pending', 'approved', 'active', 'denied']).default('pending') }))
    .query(({ ctx, input }) => listRegistrations(ctx.db, input.status)),

  approveRegistration: adminProcedure
    .input(z.object({ accountId: z.string().uuid() }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => approveRegistration(trx, ctx.session, input.accountId, ctx.clock.now())),
    ),

  denyRegistration: adminProcedure
    .input(z.object({ accountId: z.string().uuid() }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => denyRegistration(trx, ctx.session, input.accountId, ctx.clock.now())),
    ),

  /** Suspends until a time, or bans (no end); the player's sessions end at once. */
  suspendAccount: adminProcedure
    .input(z.object({ accountId: uuidId, until: z.number().int('Until must be a time').nullable(), reason }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => suspendAccount(trx, ctx.session, input, ctx.clock.now())),
    ),

  liftSuspension: adminProcedure
    .input(z.object({ accountId: uuidId, reason }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => liftSuspension(trx, ctx.session, input, ctx.clock.now())),
    ),

  signOutEverywhere: adminProcedure
    .input(z.object({ accountId: uuidId, reason }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => signOutEverywhere(trx, ctx.session, input, ctx.clock.now())),
    ),

  /** Makes (or re-issues) bot accounts prefix{from} … (prefix1 … prefixN by default) for `bun run bots`; the passwords are answered once. */
  createBots: adminProcedure
    .input(
      z.object({
        prefix: z
          .string()
          .regex(/^[a-zA-Z0-9]+$/, 'Prefix can contain only alphanumeric characters')
          .min(3, 'Prefix must have at least 3 characters')
          .max(20, 'Prefix can have maximum of 20 characters'),
        count: z
          .number()
          .int('Count must be a whole number')
          .min(1, `Count must be from 1 to ${MAX_BOTS_PER_CALL}`)
          .max(MAX_BOTS_PER_CALL, `Count must be from 1 to ${MAX_BOTS_PER_CALL}`),
        from: z
          .number()
          .int('From must be a whole number')
          .min(1, 'From must be from 1 to 100000')
          .max(100_000, 'From must be from 1 to 100000')
          .optional(),
        reason,
      }),
    )
    .mutation(async ({ ctx, input }) => {
      // hashed before the transaction opens (the slow part), so its locks are held briefly
      const credentials = await botPasswords(input);
      return inTransaction(ctx.db, (trx) => createBotAccounts(trx, ctx.session, input, credentials, ctx.clock.now()));
    }),
});
