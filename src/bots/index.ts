/**
 * Bot commanders that play through the public GraphQL API as a browser would.
 * A library for load, soak and fault tests, and `bun run bots` (cli.ts).
 */
export { type BotAccount, botPrefix, provisionBots, type RunBotsOptions, type RunBotsResult, runBots } from './run.ts';
export {
  type ChatEntry,
  type Ledger,
  type LedgerBot,
  type UpgradeEntry,
  type VerifyResult,
  verifyLedger,
} from './ledger.ts';
export { formatStats, type OperationStats, type OutcomeKind, type RunStats } from './stats.ts';
export { BotClient } from './client.ts';
export { type ActionKind, WEIGHTS } from './policy.ts';
