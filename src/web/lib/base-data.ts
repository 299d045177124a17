/**
 * The player's base as the server last settled it, kept fresh: refetched when a queue item is due
 * and when the server pushes `base-changed`. Live numbers come from the same src/game functions
 * the server uses, fed with the server's snapshot and the server's clock (skew corrected).
 */
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  type BaseState,
  type QueueItem,
  type ResourceSnapshot,
  resources,
  resourcesAt,
  type TimedBoost,
  type UnitCounts,
} from '../../game/index.ts';
import { gql } from './graphql.ts';
import { graphql, type ResultOf } from './graphql-doc.ts';
import { useSession } from './session.ts';
import { gameKey, SHARED_FRESH_MS, useGameKey } from './query-keys.ts';

export type { QueueItem } from '../../game/index.ts';

const RESOURCES = graphql('fragment Resources on Resources { food steel energy astromite quantarite credits }');

/** What every query and command that answers with the base asks for. */
export const BASE_FIELDS = graphql(
  `fragment BaseFields on Base {
    id x y speed economySpeed buildings { id level } research { id level } extraBuildingQueues extraResearchQueues units { type count } injured { type count } guests { type count } shieldUntil shieldDownAt boosts { effect amount endsAt source }
    snapshot { amounts { ...Resources } remainder { ...Resources } ratePerHour { ...Resources } capacity { ...Resources } settledAt }
    queue { id kind target level startsAt dueAt } serverNow
  }`,
  [RESOURCES],
);
type Wire = ResultOf<typeof BASE_FIELDS>;

const BASE_QUERY = graphql('query Base { base { ...BaseFields } }', [BASE_FIELDS]);

export interface BaseData {
  id: string;
  x: number;
  y: number;
  speed: number;
  /** the world's economy speed: production and storage multiplied by it */
  economySpeed: number;
  snapshot: ResourceSnapshot;
  queue: QueueItem[];
  /** server time minus browser time when the answer arrived */
  skewMs: number;
  buildings: Record<string, number>;
  research: Record<string, number>;
  extraQueues: { building: number; research: number };
  /** units at home */
  units: UnitCounts;
  /** troops wounded defending the base, in the recovery bay */
  injured: UnitCounts;
  /** reinforcements stationed in the base (they eat its food) */
  guests: UnitCounts;
  /** epoch ms: the planetary shield is up until then */
  shieldUntil?: number;
  /** epoch ms: last taken down */
  shieldDownAt?: number;
  /** timed boosts still running */
  boosts: TimedBoost[];
}

export function fromWire(w: Wire, receivedAt: number): BaseData {
  return {
    id: w.id,
    x: w.x,
    y: w.y,
    speed: w.speed,
    economySpeed: w.economySpeed,
    snapshot: {
      amounts: resources(w.snapshot.amounts),
      remainder: resources(w.snapshot.remainder),
      ratePerHour: resources(w.snapshot.ratePerHour),
      capacity: resources(w.snapshot.capacity),
      settledAt: w.snapshot.settledAt,
    },
    // the schema says String; the server only writes the four kinds the rules know
    queue: w.queue as QueueItem[],
    skewMs: w.serverNow - receivedAt,
    buildings: Object.fromEntries(w.buildings.map((b) => [b.id, b.level])),
    research: Object.fromEntries(w.research.map((r) => [r.id, r.level])),
    extraQueues: { building: w.extraBuildingQueues, research: w.extraResearchQueues },
    units: Object.fromEntries(w.units.map((u) => [u.type, u.count])),
    injured: Object.fromEntries(w.injured.map((u) => [u.type, u.count])),
    guests: Object.fromEntries(w.guests.map((u) => [u.type, u.count])),
    shieldUntil: w.shieldUntil ?? undefined,
    shieldDownAt: w.shieldDownAt ?? undefined,
    // a boost's source (a late joiner's catch-up, decision 069) kept only where there is one
    boosts: w.boosts.map(({ source, ...b }) => (source ? { ...b, source } : b)),
  };
}

export const BASE_KEY = ['base'];

export function useBase() {
  const { token, hasProfile } = useSession();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: useGameKey(BASE_KEY),
    queryFn: async () => fromWire((await gql(BASE_QUERY)).base, Date.now()),
    staleTime: SHARED_FRESH_MS,
    enabled: !!token && hasProfile,
  });
  // the next completion or boost end changes the rates: ask the server again then
  const next = q.data
    ? Math.min(...q.data.queue.map((i) => i.dueAt), ...q.data.boosts.map((b) => b.endsAt))
    : Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (!Number.isFinite(next) || !q.data) return;
    const wait = Math.max(0, next - (Date.now() + q.data.skewMs)) + 300;
    const id = setTimeout(() => void qc.invalidateQueries({ queryKey: BASE_KEY }), Math.min(wait, 2 ** 31 - 1));
    return () => clearTimeout(id);
  }, [next, q.data, qc]);
  // pushes reach it through the tab's one router (push-routes.ts)
  return q;
}

/**
 * The server's time minus this clock's, from the base's answer (asked now if the tab has none yet):
 * what acts at a server second (an armed launch) waits by the server's clock, not the device's.
 */
export async function serverSkew(qc: QueryClient, profileId: string | null): Promise<number> {
  const base = await qc.ensureQueryData({
    queryKey: gameKey(profileId, BASE_KEY),
    queryFn: async () => fromWire((await gql(BASE_QUERY)).base, Date.now()),
  });
  return base.skewMs;
}

/** Stores a base the server returned from a command. */
export function useSetBase() {
  const qc = useQueryClient();
  const { profileId } = useSession();
  return (w: Wire) => qc.setQueryData(gameKey(profileId, BASE_KEY), fromWire(w, Date.now()));
}

/** The server's "now", ticking every second (the tab's one clock: lib/clock.ts). */
export { useServerNow } from './clock.ts';

/** The base as the rules see it at `now`: what the start checks are asked about. */
export function stateAt(b: BaseData, now: number): BaseState {
  return {
    buildings: b.buildings,
    research: b.research,
    resources: resourcesAt(b.snapshot, now),
    remainder: resources(),
    units: b.units,
    injured: b.injured,
    guests: b.guests,
    shieldUntil: b.shieldUntil,
    shieldDownAt: b.shieldDownAt,
    boosts: b.boosts,
    extraQueues: b.extraQueues,
    economySpeed: b.economySpeed,
    settledAt: now,
  };
}

/** The queue items a `base-changed` push names (finished ones carry `dueAt: null`). */
export function parseQueueDelta(data: string): Record<string, unknown>[] {
  try {
    const parsed = JSON.parse(data) as { queue?: unknown };
    return Array.isArray(parsed.queue)
      ? parsed.queue.filter((i): i is Record<string, unknown> => !!i && typeof i === 'object' && 'id' in i)
      : [];
  } catch {
    return [];
  }
}
