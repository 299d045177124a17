/**
 * `runBots`: N bot commanders against a running game for a while, concurrently, from one machine
 * (so from one client address: the server's RATE_LIMIT budget is shared, and 429s are counted and
 * waited out). Accounts come from the caller, or are made (or re-issued) through the admin's
 * `adminCreateBots` with names derived from the seed, so the same seed plays the same commanders.
 */
import { createRng, seedFromText } from '../game/index.ts';
import { Bot } from './bot.ts';
import { BotClient } from './client.ts';
import { emptyLedger, type Ledger } from './ledger.ts';
import { type RunStats, StatsRecorder } from './stats.ts';

export interface BotAccount {
  username: string;
  password: string;
}

export interface RunBotsOptions {
  /** the game's origin, e.g. http://localhost:3000 */
  url: string;
  count: number;
  seed: number;
  durationMs: number;
  /** think time between a bot's actions, ms: [min, max] (default [300, 1500]) */
  thinkMs?: [number, number];
  /** accounts to play; else made through the admin below */
  accounts?: BotAccount[];
  /** the admin who makes the bot accounts (default: ADMIN_USERNAME / ADMIN_PASSWORD) */
  admin?: { username: string; password: string };
  /** the account names' prefix (default: "bot" and a base-36 hash of the seed) */
  prefix?: string;
  /** the world the bots play in, by name (default: the one they live in, else the first open one) */
  world?: string;
  /** how many of the bots (the first ones) keep the push socket open (default 0) */
  sockets?: number;
  /** the policy's weights, changed (policy.ts WEIGHTS): a focused run plays mostly some actions */
  weights?: Partial<Record<string, number>>;
  /** ends the run early once this holds of its statistics so far (looked at every 200 ms) */
  stopWhen?: (stats: RunStats) => boolean;
  /** stops the run early */
  signal?: AbortSignal;
  log?: (line: string) => void;
}

export interface RunBotsResult {
  stats: RunStats;
  ledger: Ledger;
  accounts: BotAccount[];
}

/** The names' prefix a seed gives: "bot" and up to 7 base-36 characters. */
export const botPrefix = (seed: number) => `bot${seedFromText(`bots:${seed}`).toString(36).slice(0, 7)}`;

/** Makes (or re-issues) the run's bot accounts through the admin's API. */
export async function provisionBots(
  url: string,
  admin: { username: string; password: string },
  prefix: string,
  count: number,
  stats = new StatsRecorder(),
): Promise<BotAccount[]> {
  const c = new BotClient({ url, stats, rng: createRng(1), maxRetries: 30 });
  const login = await c.login(admin.username, admin.password);
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.errors.join('; ')}`);
  if (login.passwordChangeRequired)
    throw new Error('the admin must set a new password first (sign in once in the browser)');
  const out: BotAccount[] = [];
  // the admin's call makes at most 200 at a time: prefix1…200, prefix201…400 …
  for (let from = 1; from <= count; from += 200) {
    const n = Math.min(200, count - from + 1);
    const r = await c.call<{ adminCreateBots: { username: string; password: string }[] }>(
      'adminCreateBots',
      'mutation($p:String!,$n:Int!,$f:Int,$r:String!){ adminCreateBots(prefix:$p, count:$n, from:$f, reason:$r){ username password } }',
      { p: prefix, n, f: from, r: `bun run bots: ${count} bot commanders` },
    );
    if (r.kind !== 'ok' || !r.data) throw new Error(`adminCreateBots failed: ${r.code ?? r.kind} ${r.message ?? ''}`);
    out.push(...r.data.adminCreateBots);
  }
  await c.call('logout', 'mutation { logout { ok } }');
  return out;
}

export async function runBots(opts: RunBotsOptions): Promise<RunBotsResult> {
  const stats = new StatsRecorder();
  const ledger = emptyLedger(opts.url);
  let accounts = opts.accounts;
  if (!accounts) {
    const admin = opts.admin ?? {
      username: process.env.ADMIN_USERNAME ?? 'admin',
      password: process.env.ADMIN_PASSWORD ?? '',
    };
    if (!admin.password)
      throw new Error('runBots needs accounts, or an admin (ADMIN_USERNAME / ADMIN_PASSWORD) to make them');
    accounts = await provisionBots(opts.url, admin, opts.prefix ?? botPrefix(opts.seed), opts.count, stats);
  }
  accounts = accounts.slice(0, opts.count);
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  const started = Date.now();
  const deadline = started + opts.durationMs;
  const timer = setTimeout(() => stop.abort(), opts.durationMs);
  const playing = accounts.length;
  const summary = () => stats.summary({ bots: playing, seed: opts.seed, durationMs: Date.now() - started });
  const watch = opts.stopWhen ? setInterval(() => opts.stopWhen!(summary()) && stop.abort(), 200) : undefined;
  const runTag = `${opts.seed.toString(36)}-${started.toString(36)}`;
  const names = accounts.map((a) => a.username);
  const directory = new Map<string, { x: number; y: number }>();
  const bots = accounts.map(
    (a, index) =>
      new Bot({
        index,
        seed: opts.seed,
        runTag,
        username: a.username,
        password: a.password,
        worldName: opts.world,
        thinkMs: opts.thinkMs ?? [300, 1500],
        deadline,
        signal: stop.signal,
        client: new BotClient({
          url: opts.url,
          stats,
          rng: createRng((opts.seed ^ (index * 2654435761)) >>> 0),
          signal: stop.signal,
        }),
        stats,
        ledger,
        peers: () => names,
        directory,
        weights: opts.weights,
        socket: index < (opts.sockets ?? 0),
        log: opts.log,
      }),
  );
  try {
    await Promise.all(bots.map((b) => b.play()));
  } finally {
    clearTimeout(timer);
    clearInterval(watch);
    opts.signal?.removeEventListener('abort', onAbort);
  }
  return { stats: summary(), ledger, accounts };
}
