/**
 * What every action of a bot shares: its options (client, statistics, ledger, peers), its seeded
 * generator, and its memory between steps (the base last read, the map around it, its alliance, when
 * it last wrote). Also the few looks every fleet action takes first: the map, the march slots, a
 * fleet of ships and the troops they carry.
 */
import {
  baseStats,
  GROUND_UNITS,
  type Rng,
  SPACE_UNITS,
  slotsInUse,
  type UnitCounts,
  UNITS,
} from '../../game/index.ts';
import type { BotClient } from '../client.ts';
import type { Ledger, LedgerBot } from '../ledger.ts';
import type { StatsRecorder } from '../stats.ts';
import type { MapItem, WireBase } from '../wire.ts';

export interface BotOptions {
  index: number;
  seed: number;
  /** the run's id in texts, so chat texts stay unique across runs */
  runTag: string;
  username: string;
  password: string;
  worldName?: string;
  thinkMs: [number, number];
  deadline: number;
  signal: AbortSignal;
  client: BotClient;
  stats: StatsRecorder;
  ledger: Ledger;
  /** the other bots' commander names (convoys, private messages) */
  peers: () => string[];
  log?: (line: string) => void;
  /** the bot's clock (default Date.now): tests drive it */
  now?: () => number;
  /** stop after this many steps (default: only the deadline) */
  maxSteps?: number;
  /** where the run's bots live, by commander (each bot tells it its base): alliance mates find each other as players who told each other */
  directory?: Map<string, { x: number; y: number }>;
  /** the policy's weights, changed (a test plays mostly some actions) */
  weights?: Partial<Record<string, number>>;
  /** keep the push socket open and count what it hears */
  socket?: boolean;
}

export interface Ctx {
  readonly o: BotOptions;
  readonly c: BotClient;
  readonly rng: Rng;
  readonly me: LedgerBot;
  now(): number;
  base: WireBase | null;
  map: MapItem[];
  mapAt: number;
  step: number;
  chatSeq: number;
  /** when the bot last wrote (chat or private): the game takes one message per 1.5 s */
  lastWrite: number;
  inAlliance: boolean | null;
  allianceRole: string | null;
  /** reinforcements this bot has out, as last seen (null: not looked yet; a run may start with some out) */
  reinforcementsOut: number | null;
  /** objects this bot holds or is sending a fleet to hold, as last seen (null: not looked yet) */
  holding: number | null;
  /** a contingency rule is set (decision 073): looked for once, then left alone */
  ruleSet?: boolean;
  /** items in the backpack it could use, as last seen (null: not looked since it may have got some) */
  usableItems: number | null;
  /** bases the bash limit or strength protection refused a raid on, until when (decision 067), by "x:y" */
  barred: Map<string, number>;
  /** commanders last seen inactive or a ghost (i, I, ghost; decision 068), by name: nobody to write to */
  away: Map<string, string>;
  /** steps left of being away after naming a sitter (decision 066): the bot only looks at its base */
  awaySteps: number;
  /** friends the server would not let sit this bot's base (linked accounts, or already sitting) */
  notSitters: Set<string>;
}

/** Markers of a commander nobody is at the controls of: not written to, not sent convoys or help. */
const AWAY: ReadonlySet<string> = new Set(['i', 'I', 'ghost']);

/** Remembers what the map or a board says of commanders' markers (a marker gone: they are back). */
export function noteMarkers(ctx: Ctx, seen: readonly { name: string | null; marker?: string | null }[]) {
  for (const s of seen) {
    if (!s.name) continue;
    if (s.marker && AWAY.has(s.marker)) ctx.away.set(s.name, s.marker);
    else ctx.away.delete(s.name);
  }
}

/** The map around the base, read again after a minute (as the browser's map page polls). */
export async function readMap(ctx: Ctx) {
  if (!ctx.base || (ctx.map.length && ctx.now() - ctx.mapAt < 60_000)) return;
  const r = await ctx.c.call<{ getMap: { items: MapItem[] } }>(
    'getMap',
    'query($x:Int!,$y:Int!){ getMap(x:$x, y:$y, radius:10){ items { x y type level own ally owner marker } } }',
    { x: ctx.base.x, y: ctx.base.y },
  );
  if (r.kind === 'ok' && r.data) {
    ctx.map = r.data.getMap.items;
    ctx.mapAt = ctx.now();
    noteMarkers(
      ctx,
      ctx.map.filter((m) => m.type === 'solar-system').map((m) => ({ name: m.owner, marker: m.marker })),
    );
  }
}

/** One of the three nearest objects of a kind (up to a level). */
export function nearest(
  ctx: Ctx,
  type: (t: string) => boolean,
  maxLevel = 99,
  also: (m: MapItem) => boolean = () => true,
): MapItem | null {
  const b = ctx.base!;
  const found = ctx.map
    .filter((m) => type(m.type) && m.level <= maxLevel && also(m))
    .sort((p, q) => Math.hypot(p.x - b.x, p.y - b.y) - Math.hypot(q.x - b.x, q.y - b.y));
  if (!found.length) return null;
  return found[ctx.rng.int(0, Math.min(2, found.length - 1))]!;
}

/** Ships and the troops they can carry. */
export function fleet(home: UnitCounts, share: number): { type: string; count: number }[] {
  const out: { type: string; count: number }[] = [];
  let space = 0;
  for (const u of SPACE_UNITS) {
    const n = Math.floor((home[u] ?? 0) * share) || Math.min(1, home[u] ?? 0);
    if (n > 0) {
      out.push({ type: u, count: n });
      space += n * UNITS[u].troopCapacity;
    }
  }
  for (const u of GROUND_UNITS) {
    const n = Math.min(space, Math.floor((home[u] ?? 0) * share));
    if (n > 0) {
      out.push({ type: u, count: n });
      space -= n;
    }
  }
  return out;
}

/** Is a march slot free? (the march queue, as the browser shows it) */
export async function slotFree(ctx: Ctx): Promise<boolean> {
  const b = ctx.base!;
  const r = await ctx.c.call<{ getMapMarches: { kind: string; status: string }[] }>(
    'getMapMarches',
    '{ getMapMarches { id kind status } }',
  );
  if (r.kind !== 'ok' || !r.data) return false;
  const slots = baseStats(
    Object.fromEntries(b.buildings.map((x) => [x.id, x.level])),
    Object.fromEntries(b.research.map((x) => [x.id, x.level])),
    {},
    b.speed,
  ).marchSlots;
  return slotsInUse(r.data.getMapMarches) < slots;
}

/** Another bot of the run, drawn at random (null when alone); never one last seen inactive or a ghost. */
export function peer(ctx: Ctx): string | null {
  const peers = ctx.o.peers().filter((p) => p !== ctx.o.username && !ctx.away.has(p));
  if (!peers.length) return null;
  return peers[ctx.rng.int(0, peers.length - 1)]!;
}
