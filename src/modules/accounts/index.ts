/**
 * Accounts: registration and review, activation, unsubscribe, sign-in in two steps with TOTP,
 * temporary blocks, and sessions (the token's session row also remembers the entered profile).
 */
export { accountsRouter } from './procedures.ts';
export { findAccountsByIds, lastSignIns, setSessionProfile, sharedSignIns, signedInTogether } from './repo.ts';
export { seedAdmin } from './seed.ts';
export { resolveSession } from './sessions.ts';
export { accountStanding } from './moderation.ts';
export { sealStoredTotpSecrets } from './two-factor.ts';
export { type MailRecipient, mailRecipient } from './recipient.ts';
export { ERASE_TASK, eraseAccountIfDue } from './deletion.ts';
export { accountDataOf } from './export.ts';
export { accountsCatalogue } from './errors.ts';
export { onSignIn, type SignInListener } from './signed-in.ts';
