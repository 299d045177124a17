/**
 * A march's legs and the registry of leg kinds. Every march row has a kind; the kind that flies it
 * registers what happens when it gets there (`arrive`), the way the kernel's timeline kinds are
 * registered: the marches module's own (attack, gather, raid, scout, occupy, reinforce, portal) and
 * other modules' (convoy: trade; rally: rallies), all declared once by the composition root. The
 * other legs — a gathering's end, an occupation's payout, the way home — are this module's for
 * every kind. docs/decisions/047-fleets.md lists each kind with the file that handles it.
 */
import type { BaseState } from '../../game/index.ts';
import type { TimelineContext } from '../../kernel/index.ts';
import type { Executor, Trx } from '../../platform/db.ts';
import { cancelEvent, type NewEvent, pendingEventsFor, scheduleEvent } from '../../platform/timeline.ts';
import type { MarchRow } from './repo.ts';
import { updateMarch } from './store.ts';

/** The march's timeline kind: every leg of every march is an event of this kind. */
export const MARCH_EVENT = 'march';
export interface MarchLeg {
  marchId: string;
  /** arrive at the target; gathered: an asteroid's load is mined; payout: a held object pays; return: home */
  leg: 'arrive' | 'gathered' | 'payout' | 'return';
}

/** What happens when a march of a kind gets where it flies (called under the locks, in due order). */
export type ArrivalHandler = (ctx: TimelineContext, m: MarchRow) => Promise<{ state: BaseState }>;

export interface LegKindDef {
  /** the march row's `kind` */
  kind: string;
  /** the status the march has while it flies to its target: `marching` unless said otherwise */
  flying?: string;
  arrive: ArrivalHandler;
  /**
   * Where fleets of this kind gather before they fly at their target, by march id (a rally's
   * members at its leader's base): the map draws them flying there, and from there on.
   */
  musterAt?: (ex: Executor, marches: MarchRow[]) => Promise<Map<string, { x: number; y: number }>>;
}

const legKinds = new Map<string, LegKindDef & { flying: string }>();

/** Declares kinds of march with their arrivals (the composition root, once; a kind has one handler). */
export function registerLegKinds(defs: LegKindDef[]): void {
  for (const def of defs) {
    const known = legKinds.get(def.kind);
    if (known && known.arrive !== def.arrive) throw new Error(`march kind ${def.kind} has two arrival handlers`);
    legKinds.set(def.kind, { flying: 'marching', ...def });
  }
}

/** The registered kind of a march, or undefined when nobody declared it (its arrival is then parked). */
export const legKindOf = (kind: string) => legKinds.get(kind);

/**
 * Who hears of a fleet coming home (fleet orders send it again): called in the `return` leg under
 * the settle's locks, at the leg's due time, with the base as it is with the fleet back in; each
 * returns the base's state (a fleet sent out again leaves it). Registered by the composition root.
 */
export type HomecomingObserver = (ctx: TimelineContext, m: MarchRow, state: BaseState) => Promise<BaseState>;
/** Who hears of a fleet recalled by its owner (in the recall's transaction, the base locked). */
export type RecallObserver = (trx: Trx, m: MarchRow, now: number) => Promise<void>;
/**
 * Who hears of a raid launched at a commander's base (in the launch's transaction, both bases
 * locked): `schedule` writes on the defender's timeline.
 */
/** `schedule`: the settle's own when the attack leaves from a timeline event (a rally's departure). */
export type RaidObserver = (
  trx: Trx,
  m: MarchRow,
  defenderBaseId: string,
  now: number,
  schedule?: Schedule,
) => Promise<void>;

/**
 * Which further bases a launch at this base must hold (read under the target's lock): a contingency
 * rule that sends the fleet to an ally writes on that ally's timeline when it acts.
 */
export type RaidHoldObserver = (trx: Trx, defenderBaseId: string) => Promise<string[]>;

const homecomings: HomecomingObserver[] = [];
const raidHolds: RaidHoldObserver[] = [];
const recalls: RecallObserver[] = [];
const raids: RaidObserver[] = [];

/** Registers what listens to fleets coming home, recalled, or launched at a base (once each). */
export function observeMarches(o: {
  home?: HomecomingObserver;
  recall?: RecallObserver;
  raid?: RaidObserver;
  raidHold?: RaidHoldObserver;
}) {
  if (o.raidHold && !raidHolds.includes(o.raidHold)) raidHolds.push(o.raidHold);
  if (o.home && !homecomings.includes(o.home)) homecomings.push(o.home);
  if (o.recall && !recalls.includes(o.recall)) recalls.push(o.recall);
  if (o.raid && !raids.includes(o.raid)) raids.push(o.raid);
}

export async function homecoming(ctx: TimelineContext, m: MarchRow, state: BaseState): Promise<BaseState> {
  let s = state;
  for (const o of homecomings) s = await o(ctx, m, s);
  return s;
}
export async function recalled(trx: Trx, m: MarchRow, now: number): Promise<void> {
  for (const o of recalls) await o(trx, m, now);
}
/** The bases a launch at `defenderBaseId` holds besides the target (the raid-hold observers'). */
export async function basesToHoldFor(trx: Trx, defenderBaseId: string): Promise<string[]> {
  const ids: string[] = [];
  for (const o of raidHolds) ids.push(...(await o(trx, defenderBaseId)));
  return ids;
}
export async function raidLaunched(
  trx: Trx,
  m: MarchRow,
  defenderBaseId: string,
  now: number,
  schedule?: Schedule,
): Promise<void> {
  for (const o of raids) await o(trx, m, defenderBaseId, now, schedule);
}

/** Writes a leg of a march: on a timeline a settle holds (`ctx.schedule`) or under the caller's locks. */
export type Schedule = (e: NewEvent) => Promise<unknown>;

/** Schedules a march's arrival at `dueAt` on `baseId`'s timeline (the target's, or its own), touching `touches`. */
export function scheduleArrival(
  trx: Trx,
  m: Pick<MarchRow, 'id'>,
  at: { baseId: string; startsAt: number; dueAt: number; touches?: string[] },
  schedule: Schedule = (e) => scheduleEvent(trx, e),
) {
  const leg: MarchLeg = { marchId: m.id, leg: 'arrive' };
  return schedule({ kind: MARCH_EVENT, payload: leg, ...at });
}

/** Takes back a march's arrival not yet applied (a rally member turned home before it landed). */
export async function cancelArrival(trx: Trx, marchId: string): Promise<void> {
  for (const e of await pendingEventsFor(trx, MARCH_EVENT, 'marchId', marchId))
    if ((e.payload as MarchLeg).leg === 'arrive') await cancelEvent(trx, e);
}

/**
 * The fleet turns home: its row says `returning` with what it brings (`units` and `loot`, when they
 * changed), and its way home is an event on its own base's timeline at `returnsAt` — held by the
 * caller: a settle whose event touches it (`ctx.schedule`) or a command that locked it.
 */
export async function flyHome(
  trx: Trx,
  m: Pick<MarchRow, 'id' | 'base_id'>,
  home: {
    at: number;
    returnsAt: number;
    units?: Record<string, number>;
    loot?: Record<string, number>;
    released?: boolean;
  },
  schedule: Schedule = (e) => scheduleEvent(trx, e),
): Promise<MarchRow> {
  const back = await updateMarch(trx, m.id, {
    status: 'returning',
    ...(home.units ? { units: home.units } : {}),
    ...(home.loot ? { loot: home.loot } : {}),
    returns_at: new Date(home.returnsAt),
    ...(home.released ? { released_at: new Date(home.at) } : {}),
    updated_at: new Date(home.at),
  });
  const leg: MarchLeg = { marchId: m.id, leg: 'return' };
  await schedule({ baseId: m.base_id, kind: MARCH_EVENT, payload: leg, startsAt: home.at, dueAt: home.returnsAt });
  return back;
}

/** The fleet is gone (every unit lost, or a share that came to nothing): it holds no slot any more. */
export function fleetGone(trx: Trx, m: Pick<MarchRow, 'id'>, at: number, opts: { released?: boolean } = {}) {
  return updateMarch(trx, m.id, {
    status: 'done',
    units: {},
    ...(opts.released ? { released_at: new Date(at) } : {}),
    updated_at: new Date(at),
  });
}
