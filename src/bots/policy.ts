/**
 * The policy: which action a bot takes next. From the base just read it lists what the rules of
 * src/game (the same previews the browser shows) say is possible now, each with a weight, and draws
 * one with the bot's seeded generator. The draws happen in a fixed order, so against the same
 * answers the same seed picks the same actions. The actions themselves (the calls and what they
 * record) are in actions/.
 */
import {
  BUILDING_IDS,
  type BaseState,
  type BuildingId,
  checkResearch,
  checkTraining,
  checkUpgrade,
  GROUND_UNITS,
  type InProgress,
  ITEMS_BY_TYPE,
  MIN_STAKE,
  maxTrainable,
  RESEARCH,
  type Rng,
  SHOP_ITEMS,
  SPACE_UNITS,
  type UnitId,
  UNITS,
} from '../game/index.ts';
import * as base from './actions/base.ts';
import * as cores from './actions/cores.ts';
import type { Ctx } from './actions/context.ts';
import * as fleet from './actions/fleet.ts';
import { raidPlayer } from './actions/raid-player.ts';
import * as items from './actions/items.ts';
import * as orders from './actions/orders.ts';
import * as sitting from './actions/sitting.ts';
import * as social from './actions/social.ts';
import * as trade from './actions/trade.ts';
import * as warroom from './actions/warroom.ts';
import type { WireBase } from './wire.ts';

/** Every kind of action a bot may pick, and how much it likes each when possible. */
export const WEIGHTS = {
  upgrade: 6,
  research: 3,
  train: 4,
  raid: 3,
  raidPlayer: 0.4,
  gather: 2,
  scout: 1,
  chat: 1.5,
  allianceChat: 1,
  joinOrFound: 3,
  allianceChores: 1,
  tasks: 1,
  rewards: 1,
  leaderboard: 0.5,
  events: 0.5,
  mission: 1,
  convoy: 1,
  privateMessage: 0.5,
  wager: 0.2,
  rally: 1.5,
  heal: 2,
  // rarer: a run still mostly builds, trains and chats
  buyItem: 0.15,
  useItem: 0.2,
  cores: 0.1,
  occupy: 0.3,
  blackMarket: 0.15,
  reinforce: 0.3,
  recall: 0.3,
  release: 0.3,
  teleport: 0.03,
  // a busy building queue: the next upgrade goes into the build plan (decision 072)
  plan: 1.5,
  // the war room (decisions 070, 071): danger, intel, operations; a wave's launch second outweighs all
  warRoom: 0.8,
  launchWave: 60,
  // fleet orders (decision 073): pirate ships farmed by a repeat order; one contingency rule
  repeatOrder: 0.5,
  contingency: 0.3,
  // sitting (decision 066): a bot about to be away names a friend its sitter; a named sitter looks after the base
  nameSitter: 0.05,
  sitFriend: 0.5,
} as const;

export type ActionKind = keyof typeof WEIGHTS;

export interface Choice {
  kind: ActionKind;
  weight: number;
  run: () => Promise<unknown>;
}

const CHEAPEST_ITEM = Math.min(...SHOP_ITEMS.map((i) => i.price));

/** The weights with a run's changes (unknown kinds ignored). */
export function weightsWith(changes: Partial<Record<string, number>> = {}): Record<ActionKind, number> {
  const out: Record<ActionKind, number> = { ...WEIGHTS };
  for (const k of Object.keys(WEIGHTS) as ActionKind[]) if (changes[k] !== undefined) out[k] = changes[k]!;
  return out;
}

/** What a new commander builds first (the first hour's path), then everything else. */
const BUILD_PRIORITY: BuildingId[] = [
  'barracks',
  'shipyard',
  'command-center',
  'research-lab',
  'alliance-embassy',
  'intelligence-agency',
  'hydroponic-farm',
  'steel-foundry',
  'energy-plant',
  'resource-depot',
  'trading-outpost',
];

/** What is possible now, each with its weight (the generator is drawn for some picks, in this order). */
export function choices(
  ctx: Ctx,
  b: WireBase,
  state: BaseState,
  weights: Readonly<Record<ActionKind, number>> = WEIGHTS,
): Choice[] {
  // actions added later come last: the draws of the earlier ones stay where they were
  const rng: Rng = ctx.rng;
  const queue: InProgress[] = b.queue.map((q) => ({ kind: q.kind, target: q.target, level: q.level }));
  const out: Choice[] = [];
  const add = (kind: ActionKind, run: () => Promise<unknown>) => out.push({ kind, weight: weights[kind], run });

  const upgradable = BUILDING_IDS.filter((id) => checkUpgrade(state, queue, id, b.speed).ok);
  if (upgradable.length) {
    const preferred = BUILD_PRIORITY.filter((id) => upgradable.includes(id));
    const pick = preferred.length && rng.next() < 0.7 ? preferred[0]! : upgradable[rng.int(0, upgradable.length - 1)]!;
    add('upgrade', () => base.upgrade(ctx, pick));
  }
  const researchable = RESEARCH.filter((r) => checkResearch(state, queue, r.id, b.speed).ok);
  if (researchable.length) {
    const pick = researchable[rng.int(0, researchable.length - 1)]!;
    add('research', () => base.research(ctx, pick.id));
  }
  const trainable = ([...GROUND_UNITS, ...SPACE_UNITS] as UnitId[]).filter(
    (u) => checkTraining(state, queue, u, 1, b.speed).ok,
  );
  if (trainable.length) {
    // ships first when troops have nothing to ride in
    const ships = trainable.filter((u) => UNITS[u].domain === 'space');
    const pick =
      ships.length && rng.next() < 0.5
        ? ships[rng.int(0, ships.length - 1)]!
        : trainable[rng.int(0, trainable.length - 1)]!;
    const most = maxTrainable(state, pick, b.speed);
    const count = Math.max(1, Math.min(most, rng.int(Math.ceil(most / 3), most)));
    add('train', () => base.train(ctx, pick, count));
  }
  const home = state.units;
  const ships = SPACE_UNITS.reduce((n, u) => n + (home[u] ?? 0), 0);
  if (ships > 0) {
    add('raid', () => fleet.raidPirate(ctx, home));
    add('raidPlayer', () => raidPlayer(ctx, home));
    add('gather', () => fleet.gather(ctx, home));
    add('repeatOrder', () => orders.repeatFarm(ctx, home));
  }
  if (!ctx.ruleSet) add('contingency', () => orders.contingency(ctx));
  if ((state.buildings['intelligence-agency'] ?? 0) > 0) add('scout', () => fleet.scout(ctx));
  const mayWrite = ctx.now() - ctx.lastWrite > 2000;
  if (mayWrite) add('chat', () => social.chat(ctx, 'global'));
  if (mayWrite && ctx.inAlliance) add('allianceChat', () => social.chat(ctx, 'alliance'));
  if ((state.buildings['alliance-embassy'] ?? 0) > 0 && ctx.inAlliance !== true)
    add('joinOrFound', () => social.joinOrFound(ctx));
  if (ctx.allianceRole === 'leader' || ctx.allianceRole === 'officer' || ctx.step % 7 === 0)
    add('allianceChores', () => social.allianceChores(ctx));
  add('tasks', () => base.claimTasks(ctx));
  add('rewards', () => base.claimRewards(ctx));
  add('leaderboard', () => social.leaderboard(ctx));
  add('events', () => social.events(ctx));
  if ((state.buildings.portal ?? 0) > 0 && ships > 0) add('mission', () => fleet.mission(ctx, home));
  if ((state.buildings['trading-outpost'] ?? 0) > 0) add('convoy', () => trade.convoy(ctx, state.resources));
  if (mayWrite) add('privateMessage', () => social.privateMessage(ctx));
  if (state.resources.credits >= MIN_STAKE * 20) add('wager', () => trade.wager(ctx));
  if (ctx.inAlliance && ships > 0) add('rally', () => fleet.rally(ctx, home));
  const injured = Object.entries(state.injured ?? {}).filter(([, n]) => (n ?? 0) > 0);
  if (injured.length && (state.buildings['recovery-bay'] ?? 0) > 0) {
    const [unit, n] = injured[rng.int(0, injured.length - 1)]!;
    add('heal', () => base.heal(ctx, unit, Math.max(1, Math.ceil((n ?? 1) / 2))));
  }
  const have = state.resources;
  if (have.credits >= CHEAPEST_ITEM) add('buyItem', () => items.buy(ctx, have));
  if (ctx.usableItems !== 0) add('useItem', () => items.use(ctx));
  add('cores', () => cores.cores(ctx, home));
  if (ships > 0) add('occupy', () => fleet.occupy(ctx, home));
  add('blackMarket', () => trade.blackMarket(ctx, have));
  if (ctx.inAlliance !== false && ships > 0 && ctx.o.directory) add('reinforce', () => fleet.reinforce(ctx, home));
  if (ctx.reinforcementsOut !== 0) add('recall', () => fleet.recall(ctx));
  if (ctx.holding !== 0) add('release', () => fleet.release(ctx));
  if (have.credits >= (ITEMS_BY_TYPE.teleport?.price ?? Number.POSITIVE_INFINITY))
    add('teleport', () => items.teleport(ctx, have));
  // the queue is busy: a plan keeps building while the bot does other things (or is away)
  if (b.queue.some((q) => q.kind === 'building')) {
    const next = BUILD_PRIORITY.find((id) => (state.buildings[id] ?? 0) < (state.buildings['command-center'] ?? 1));
    if (next) add('plan', () => base.plan(ctx, next));
  }
  if (ctx.inAlliance) add('warRoom', () => warroom.warRoom(ctx, home));
  const due = warroom.dueWave(ctx);
  if (due) add('launchWave', () => warroom.launchWave(ctx, due));
  // now and then a bot is about to be away, and a named sitter looks in on the bases it may sit
  if (ctx.step % 25 === 0) add('nameSitter', () => sitting.nameSitter(ctx));
  if (ctx.step % 10 === 0) add('sitFriend', () => sitting.sitFriend(ctx));
  return out.filter((c) => c.weight > 0);
}

/** One of the choices, drawn by weight (null when there is none). */
export function draw(list: Choice[], rng: Rng): Choice | null {
  const total = list.reduce((s, c) => s + c.weight, 0);
  let left = rng.next() * total;
  for (const c of list) {
    left -= c.weight;
    if (left <= 0) return c;
  }
  return null;
}
