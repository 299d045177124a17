/**
 * The ledger of a bot run: what the game acknowledged (and what it may or may not have done: a call
 * that got no answer, or a 5xx, is "in doubt"), so a checker can verify later, through the public
 * API, that nothing acknowledged was lost and nothing was applied twice. Used by the soak and kill -9
 * tests: run the bots, disturb the server, then `verifyLedger(url, ledger)`.
 *
 * - Chat: every message carries a unique text. An acknowledged one must be in its channel exactly
 *   once (with the id the server answered); one in doubt at most once.
 * - Building upgrades: an acknowledged start names the level it reaches and its queue item. Once due,
 *   the building stands at the highest acknowledged level, or above it only by upgrades in doubt; not
 *   yet due, the item is still queued. A step put into the build plan may start whenever its queue
 *   and the stores allow: it lets the building stand up to the step's level, never above it.
 */
import { createRng } from '../game/index.ts';
import { BotClient } from './client.ts';
import { StatsRecorder } from './stats.ts';

export interface LedgerBot {
  username: string;
  password: string;
  profileId: string | null;
  worldId: string | null;
}

export interface ChatEntry {
  bot: string;
  channel: 'global' | 'alliance';
  text: string;
  /** false: sent, but no answer came (network, 5xx): it may or may not exist */
  acked: boolean;
  /** the server's id and time of an acknowledged message */
  id?: string;
  createdAt?: number;
}

export interface UpgradeEntry {
  bot: string;
  buildingId: string;
  /** the level the upgrade reaches */
  level: number;
  acked: boolean;
  queueItemId?: string;
  /** epoch ms, server time */
  dueAt?: number;
}

/** A building level put into the build plan (acknowledged): the timeline starts it when it can. */
export interface PlannedEntry {
  bot: string;
  buildingId: string;
  level: number;
}

export interface Ledger {
  url: string;
  bots: LedgerBot[];
  chat: ChatEntry[];
  upgrades: UpgradeEntry[];
  planned: PlannedEntry[];
}

export const emptyLedger = (url: string): Ledger => ({ url, bots: [], chat: [], upgrades: [], planned: [] });

export interface VerifyResult {
  ok: boolean;
  /** each broken promise, in words */
  problems: string[];
  checked: {
    chatAcked: number;
    chatInDoubt: number;
    upgradesAcked: number;
    upgradesInDoubt: number;
    upgradesStillQueued: number;
  };
}

interface Comment {
  _id: string;
  text: string;
  createdAt: number;
}
const COMMENTS = {
  global: 'query($o:Int,$l:Int){ list: getComments(offset:$o, limit:$l){ _id text createdAt } }',
  alliance: 'query($o:Int,$l:Int){ list: getAllianceComments(offset:$o, limit:$l){ _id text createdAt } }',
} as const;

/** Reads a channel back from the newest until it is older than `oldest` (minus a margin) or ends. */
async function readChannel(c: BotClient, channel: 'global' | 'alliance', oldest: number): Promise<Comment[] | string> {
  const out: Comment[] = [];
  for (let offset = 0; offset < 1_000_000; offset += 100) {
    const r = await c.call<{ list: Comment[] }>(`verify:${channel}Chat`, COMMENTS[channel], { o: offset, l: 100 });
    if (r.kind !== 'ok' || !r.data) return `${channel} chat unreadable: ${r.code ?? r.kind} ${r.message ?? ''}`;
    out.push(...r.data.list);
    if (r.data.list.length < 100) break;
    if (r.data.list.at(-1)!.createdAt < oldest - 10 * 60_000) break;
  }
  return out;
}

/** Checks a ledger against the game at `url` (usually `ledger.url`), signing in as its bots. */
export async function verifyLedger(
  url: string,
  ledger: Ledger,
  opts: { log?: (line: string) => void } = {},
): Promise<VerifyResult> {
  const problems: string[] = [];
  const checked = { chatAcked: 0, chatInDoubt: 0, upgradesAcked: 0, upgradesInDoubt: 0, upgradesStillQueued: 0 };
  const stats = new StatsRecorder();
  const rng = createRng(0x5eed);
  const clients = new Map<string, BotClient | string>();
  const bots = new Map(ledger.bots.map((b) => [b.username, b]));

  async function clientFor(username: string): Promise<BotClient | string> {
    const known = clients.get(username);
    if (known) return known;
    const bot = bots.get(username);
    let result: BotClient | string;
    if (!bot) result = `bot ${username} is not in the ledger`;
    else {
      const c = new BotClient({ url, stats, rng, maxRetries: 30 });
      const login = await c.login(bot.username, bot.password);
      if (!login.ok) result = `${username} cannot sign in: ${login.errors.join('; ')}`;
      else if (bot.profileId) {
        const entered = await c.call('verify:enterProfile', 'mutation($p:ID!){ enterProfile(profileId:$p){ id } }', {
          p: bot.profileId,
        });
        result = entered.kind === 'ok' ? c : `${username} cannot enter its profile: ${entered.code ?? entered.kind}`;
      } else result = `${username} has no profile`;
    }
    clients.set(username, result);
    return result;
  }

  // chat: global per world (read by any bot of that world), alliance per author
  const byChannel = new Map<string, { reader: string; channel: 'global' | 'alliance'; entries: ChatEntry[] }>();
  for (const e of ledger.chat) {
    const key = e.channel === 'global' ? `global:${bots.get(e.bot)?.worldId ?? '?'}` : `alliance:${e.bot}`;
    const group = byChannel.get(key) ?? { reader: e.bot, channel: e.channel, entries: [] };
    group.entries.push(e);
    byChannel.set(key, group);
  }
  for (const group of byChannel.values()) {
    const c = await clientFor(group.reader);
    if (typeof c === 'string') {
      problems.push(c);
      continue;
    }
    const oldest = Math.min(...group.entries.map((e) => e.createdAt ?? Number.POSITIVE_INFINITY));
    const seen = await readChannel(c, group.channel, Number.isFinite(oldest) ? oldest : 0);
    if (typeof seen === 'string') {
      problems.push(`${group.reader}: ${seen}`);
      continue;
    }
    const byText = new Map<string, Comment[]>();
    for (const m of seen) byText.set(m.text, [...(byText.get(m.text) ?? []), m]);
    for (const e of group.entries) {
      const found = byText.get(e.text) ?? [];
      if (e.acked) {
        checked.chatAcked++;
        if (found.length !== 1)
          problems.push(`acknowledged ${e.channel} message "${e.text}" by ${e.bot} appears ${found.length} times`);
        else if (e.id && found[0]!._id !== e.id)
          problems.push(
            `acknowledged ${e.channel} message "${e.text}" has id ${found[0]!._id}, the server answered ${e.id}`,
          );
      } else {
        checked.chatInDoubt++;
        if (found.length > 1)
          problems.push(`${e.channel} message "${e.text}" (no answer) appears ${found.length} times`);
      }
    }
  }

  // building upgrades, per bot and building
  const byBot = new Map<string, UpgradeEntry[]>();
  for (const u of ledger.upgrades) byBot.set(u.bot, [...(byBot.get(u.bot) ?? []), u]);
  for (const [bot, entries] of byBot) {
    const c = await clientFor(bot);
    if (typeof c === 'string') {
      problems.push(c);
      continue;
    }
    const r = await c.call<{
      base: {
        buildings: { id: string; level: number }[];
        queue: { id: string; kind: string; target: string; level: number; dueAt: number }[];
        serverNow: number;
      };
    }>('verify:base', '{ base { buildings { id level } queue { id kind target level dueAt } serverNow } }');
    if (r.kind !== 'ok' || !r.data) {
      problems.push(`${bot}: base unreadable: ${r.code ?? r.kind}`);
      continue;
    }
    const { buildings, queue, serverNow } = r.data.base;
    const levels = new Map(buildings.map((b) => [b.id, b.level]));
    const queued = new Map(queue.filter((q) => q.kind === 'building').map((q) => [q.id, q]));
    const perBuilding = new Map<string, UpgradeEntry[]>();
    for (const e of entries) perBuilding.set(e.buildingId, [...(perBuilding.get(e.buildingId) ?? []), e]);
    for (const [buildingId, list] of perBuilding) {
      const level = levels.get(buildingId) ?? 0;
      const acked = list.filter((e) => e.acked);
      const inDoubt = list.filter((e) => !e.acked);
      checked.upgradesInDoubt += inDoubt.length;
      let expected = 0;
      for (const e of acked) {
        checked.upgradesAcked++;
        const item = e.queueItemId ? queued.get(e.queueItemId) : undefined;
        const due = e.dueAt !== undefined && e.dueAt <= serverNow;
        if (due) {
          if (item)
            problems.push(
              `${bot}: ${buildingId} → ${e.level} was due at ${e.dueAt} but is still queued (server now ${serverNow})`,
            );
          expected = Math.max(expected, e.level);
        } else {
          checked.upgradesStillQueued++;
          if (!item)
            problems.push(
              `${bot}: acknowledged upgrade ${buildingId} → ${e.level} (due ${e.dueAt}) is not in the queue`,
            );
          expected = Math.max(expected, e.level - 1);
        }
      }
      if (acked.length === 0) continue;
      const doubtAbove = inDoubt.filter((e) => e.level > expected).length;
      const plannedTo = Math.max(
        0,
        ...(ledger.planned ?? []).filter((p) => p.bot === bot && p.buildingId === buildingId).map((p) => p.level),
      );
      if (level < expected)
        problems.push(
          `${bot}: ${buildingId} stands at ${level}, below the acknowledged ${expected} (an acknowledged upgrade was lost)`,
        );
      else if (level > Math.max(expected + doubtAbove, plannedTo))
        problems.push(
          `${bot}: ${buildingId} stands at ${level}, above the acknowledged ${expected}${doubtAbove ? ` and ${doubtAbove} in doubt` : ''} (an upgrade was applied twice)`,
        );
    }
  }
  for (const p of problems) opts.log?.(`verify: ${p}`);
  return { ok: problems.length === 0, problems, checked };
}
