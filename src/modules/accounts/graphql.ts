import { builder, callerFor, LanguageRef, OkResultRef } from '../../platform/graphql.ts';
import type { BotCredentials } from './bots.ts';
import type { AccountStanding } from './moderation.ts';
import { accountsRouter } from './procedures.ts';

const api = callerFor(accountsRouter);

const FieldErrorRef = builder.objectRef<{ field: string; message: string }>('FieldError').implement({
  fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }),
});

const RegisterResultRef = builder
  .objectRef<{ ok: boolean; errors: { field: string; message: string }[] }>('RegisterResult')
  .implement({
    fields: (t) => ({
      ok: t.exposeBoolean('ok'),
      errors: t.field({ type: [FieldErrorRef], resolve: (r) => r.errors }),
    }),
  });

interface LoginShape {
  ok: boolean;
  authenticationCodeRequired?: boolean;
  lastLogin: Date | null;
  errors: string[];
  token: string | null;
  passwordChangeRequired?: boolean;
}
const LoginResultRef = builder.objectRef<LoginShape>('LoginResult').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    authenticationCodeRequired: t.boolean({ resolve: (r) => r.authenticationCodeRequired ?? false }),
    lastLogin: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.lastLogin }),
    errors: t.exposeStringList('errors'),
    token: t.exposeString('token', { nullable: true }),
    passwordChangeRequired: t.boolean({
      description:
        'signed in, but every call except changePassword is refused ("Password change required") until the password is changed',
      resolve: (r) => r.passwordChangeRequired ?? false,
    }),
  }),
});
const AuthTokenLoginResultRef = builder.objectRef<LoginShape>('AuthTokenLoginResult').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    lastLogin: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.lastLogin }),
    errors: t.exposeStringList('errors'),
    token: t.exposeString('token', { nullable: true }),
    passwordChangeRequired: t.boolean({ resolve: (r) => r.passwordChangeRequired ?? false }),
  }),
});

interface MeShape {
  username: string;
  role: string;
  authActive: boolean;
  lastLogin: string | null;
  passwordChangeRequired: boolean;
  email: string;
  profileId: string | null;
  newReports: boolean;
}
const MeRef = builder.objectRef<MeShape>('Me').implement({
  fields: (t) => ({
    username: t.exposeString('username'),
    role: t.exposeString('role'),
    authActive: t.exposeBoolean('authActive'),
    lastLogin: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.lastLogin }),
    passwordChangeRequired: t.exposeBoolean('passwordChangeRequired', {
      description: 'the password must be changed before anything else',
    }),
    email: t.exposeString('email'),
    profileId: t.exposeID('profileId', { nullable: true }),
    newReports: t.exposeBoolean('newReports', { description: 'the entered profile has unread reports' }),
  }),
});

const AccountSessionRef = builder
  .objectRef<{
    id: string;
    browser: string | null;
    os: string | null;
    createdAt: Date;
    lastSeenAt: Date;
    current: boolean;
  }>('AccountSession')
  .implement({
    description: 'a signed-in browser of the account',
    fields: (t) => ({
      id: t.exposeID('id'),
      browser: t.exposeString('browser', {
        nullable: true,
        description: 'browser and major version from the user agent, null when unknown',
      }),
      os: t.exposeString('os', {
        nullable: true,
        description: 'operating system from the user agent, null when unknown',
      }),
      createdAt: t.field({ type: 'DateTime', resolve: (s) => s.createdAt }),
      lastSeenAt: t.field({
        type: 'DateTime',
        description: 'updated at most once a minute',
        resolve: (s) => s.lastSeenAt,
      }),
      current: t.exposeBoolean('current', { description: 'the session making this request' }),
    }),
  });

const ChangePasswordResultRef = builder
  .objectRef<{ ok: boolean; errors: { field: string; message: string }[] }>('ChangePasswordResult')
  .implement({
    fields: (t) => ({
      ok: t.exposeBoolean('ok'),
      errors: t.field({ type: [FieldErrorRef], resolve: (r) => r.errors }),
    }),
  });

const TwoFactorSetupRef = builder
  .objectRef<{ secret: string; otpauthUrl: string; qrDataUrl: string }>('TwoFactorSetup')
  .implement({
    fields: (t) => ({
      secret: t.exposeString('secret'),
      otpauthUrl: t.exposeString('otpauthUrl'),
      qrDataUrl: t.exposeString('qrDataUrl'),
    }),
  });

interface AdminAccount {
  id: string;
  username: string;
  email: string;
  status: string;
  role: string;
  referral: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}
const AdminAccountRef = builder.objectRef<AdminAccount>('AdminAccount').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    email: t.exposeString('email'),
    status: t.exposeString('status'),
    role: t.exposeString('role'),
    referral: t.exposeString('referral', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.created_at }),
    reviewedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.reviewed_at }),
  }),
});

const AccountStandingRef = builder.objectRef<AccountStanding>('AccountStanding').implement({
  description: "an account's suspension after an admin's action",
  fields: (t) => ({
    accountId: t.exposeID('accountId'),
    suspendedUntil: t.exposeFloat('suspendedUntil', {
      nullable: true,
      description: 'epoch ms; null when the account may sign in',
    }),
    banned: t.exposeBoolean('banned', { description: 'suspended with no end' }),
    reason: t.exposeString('reason', { nullable: true }),
    sessionsEnded: t.exposeInt('sessionsEnded', {
      description: 'sessions this action ended (their browsers are signed out at once)',
    }),
  }),
});

const BotCredentialsRef = builder.objectRef<BotCredentials>('BotCredentials').implement({
  description: "a bot commander's account; the password is shown this once",
  fields: (t) => ({
    accountId: t.exposeID('accountId'),
    username: t.exposeString('username'),
    password: t.exposeString('password'),
    created: t.exposeBoolean('created', {
      description: 'false: an existing bot whose password was re-issued (its sessions ended)',
    }),
  }),
});

const RegisterInputRef = builder.inputType('RegisterInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    password: t.string({ required: true }),
    email: t.string({ required: true }),
    termsAgreed: t.boolean({ required: true }),
    referral: t.string(),
    recaptcha: t.string(),
    language: t.field({
      type: LanguageRef,
      description: 'the language of the form: the account’s e-mails are written in it',
    }),
  }),
});

builder.queryFields((t) => ({
  me: t.field({ type: MeRef, nullable: true, resolve: (_r, _a, ctx) => api(ctx).me() }),
  captchaChallenge: t.string({
    args: { action: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).captchaChallenge({ action: a.action as 'login' }),
  }),
  twoFactorSetup: t.field({ type: TwoFactorSetupRef, resolve: (_r, _a, ctx) => api(ctx).twoFactorSetup() }),
  mySessions: t.field({ type: [AccountSessionRef], resolve: (_r, _a, ctx) => api(ctx).sessions() }),
  adminRegistrations: t.field({
    type: [AdminAccountRef],
    args: { status: t.arg.string() },
    resolve: (_r, a, ctx) => api(ctx).registrations({ status: (a.status ?? 'pending') as 'pending' }),
  }),
}));

builder.mutationFields((t) => ({
  register: t.field({
    type: RegisterResultRef,
    args: { input: t.arg({ type: RegisterInputRef, required: true }) },
    resolve: (_r, { input }, ctx) => api(ctx).register(input),
  }),
  activate: t.field({
    type: OkResultRef,
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).activate(a),
  }),
  unsubscribe: t.field({
    type: OkResultRef,
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).unsubscribe(a),
  }),
  login: t.field({
    type: LoginResultRef,
    args: {
      username: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      recaptcha: t.arg.string(),
    },
    resolve: (_r, a, ctx) => api(ctx).login(a),
  }),
  validateAuthenticationTokenAndLogin: t.field({
    type: AuthTokenLoginResultRef,
    args: {
      username: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      authToken: t.arg.string({ required: true }),
      recaptcha: t.arg.string(),
    },
    resolve: (_r, a, ctx) => api(ctx).validateAuthenticationTokenAndLogin(a),
  }),
  logout: t.field({ type: OkResultRef, resolve: (_r, _a, ctx) => api(ctx).logout() }),
  adminSuspendAccount: t.field({
    type: AccountStandingRef,
    description:
      'admins: suspends an account until `until` (epoch ms) or bans it (until: null) with a reason the player reads at sign-in; its sessions end at once; audit-logged',
    args: { accountId: t.arg.id({ required: true }), until: t.arg.float(), reason: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) =>
      api(ctx).suspendAccount({ accountId: String(a.accountId), until: a.until ?? null, reason: a.reason }),
  }),
  adminLiftSuspension: t.field({
    type: AccountStandingRef,
    description: 'admins: lifts a suspension or ban; audit-logged',
    args: { accountId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).liftSuspension({ accountId: String(a.accountId), reason: a.reason }),
  }),
  adminSignOutEverywhere: t.field({
    type: AccountStandingRef,
    description: 'admins: ends every session of the account (all its browsers are signed out at once); audit-logged',
    args: { accountId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).signOutEverywhere({ accountId: String(a.accountId), reason: a.reason }),
  }),
  adminCreateBots: t.field({
    type: [BotCredentialsRef],
    description:
      'admins: makes bot accounts prefix1 … prefixN (count 1 to 200; `from` starts the numbers elsewhere, for more in several calls), marked as bots in /control, for `bun run bots`; an existing bot of those names gets a new password (its sessions end); the passwords are answered once; one audit entry',
    args: {
      prefix: t.arg.string({ required: true }),
      count: t.arg.int({ required: true }),
      from: t.arg.int(),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      api(ctx).createBots({ prefix: a.prefix, count: a.count, from: a.from ?? undefined, reason: a.reason }),
  }),
  endSession: t.field({
    type: OkResultRef,
    args: { sessionId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).endSession({ sessionId: String(a.sessionId) }),
  }),
  endOtherSessions: t.field({ type: OkResultRef, resolve: (_r, _a, ctx) => api(ctx).endOtherSessions() }),
  changePassword: t.field({
    type: ChangePasswordResultRef,
    description: 'ends every other session of the account',
    args: { currentPassword: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).changePassword(a),
  }),
  enableTwoFactor: t.field({
    type: OkResultRef,
    args: { secret: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).enableTwoFactor(a),
  }),
  disableTwoFactor: t.field({
    type: OkResultRef,
    args: { code: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).disableTwoFactor(a),
  }),
  approveRegistration: t.field({
    type: AdminAccountRef,
    args: { accountId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).approveRegistration({ accountId: String(a.accountId) }),
  }),
  denyRegistration: t.field({
    type: AdminAccountRef,
    args: { accountId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).denyRegistration({ accountId: String(a.accountId) }),
  }),
}));

const NotificationRef = builder.objectRef<{ kind: string; text: string; data: string }>('Notification').implement({
  fields: (t) => ({ kind: t.exposeString('kind'), text: t.exposeString('text'), data: t.exposeString('data') }),
});

builder.subscriptionField('notifications', (t) =>
  t.field({
    type: NotificationRef,
    description:
      "the pushes to the signed-in account and its base; with sitAs (the owner's profile id, a grant in force), the sat base's pushes instead of its own base's (decision 066)",
    args: { sitAs: t.arg.string({ required: false }) },
    subscribe: async (_r, a, ctx) =>
      (await api(ctx).notifications({ sitAs: a.sitAs ?? null })) as AsyncIterable<{
        kind: string;
        text: string;
        data: string;
      }>,
    resolve: (m) => m,
  }),
);

const EmailSettingsRef = builder
  .objectRef<{ email: string; mailOff: boolean; pendingEmail: string | null; deletionDueAt: number | null }>(
    'EmailSettings',
  )
  .implement({
    description: "the account's e-mail address and whether mail reaches it",
    fields: (t) => ({
      email: t.exposeString('email'),
      mailOff: t.exposeBoolean('mailOff', { description: 'unsubscribed: no mail that is not essential' }),
      pendingEmail: t.exposeString('pendingEmail', {
        nullable: true,
        description: 'a new address waiting for its confirmation link',
      }),
      deletionDueAt: t.exposeFloat('deletionDueAt', {
        nullable: true,
        description: 'epoch ms: the account is erased then unless its owner signs in before',
      }),
    }),
  });
const EmailLinkRef = builder
  .objectRef<{ action: 'confirmed' | 'reverted'; email: string }>('EmailLinkResult')
  .implement({ fields: (t) => ({ action: t.exposeString('action'), email: t.exposeString('email') }) });

builder.queryField('emailSettings', (t) =>
  t.field({ type: EmailSettingsRef, resolve: (_r, _a, ctx) => api(ctx).emailSettings() }),
);
builder.mutationFields((t) => ({
  subscribeEmail: t.boolean({
    description: "mail reaches the account again after an unsubscribe link: 'Error subscribing email'",
    resolve: async (_r, _a, ctx) => (await api(ctx).subscribeEmail()).ok,
  }),
  changeEmail: t.field({
    type: EmailSettingsRef,
    description:
      "sends a confirmation link to the new address: 'Email must have valid format', 'Current password is wrong', 'This is your e-mail address already'",
    args: { email: t.arg.string({ required: true }), currentPassword: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).changeEmail(a),
  }),
  followEmailLink: t.field({
    type: EmailLinkRef,
    description: "confirms or reverts a change of address: 'This e-mail link is invalid or has expired'",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).followEmailLink(a),
  }),
}));

builder.mutationField('requestAccountDeletion', (t) =>
  t.field({
    type: builder.objectRef<{ dueAt: number }>('AccountDeletion').implement({
      fields: (f) => ({ dueAt: f.exposeFloat('dueAt', { description: 'epoch ms: erased then' }) }),
    }),
    description:
      "deletes the account after a grace period (every session ends; signing in before the end cancels it): 'Current password is wrong'",
    args: { currentPassword: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).requestAccountDeletion(a),
  }),
);
