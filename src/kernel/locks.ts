/**
 * The lock closure: a settle holds its bases and every base a due event ties to them, all locked in
 * id order (docs/decisions/016-timeline-across-bases.md).
 */
import { sql } from 'kysely';
import { type Trx, uuidArray } from '../platform/db.ts';
import { sentTogether } from '../platform/pipelined-dialect.ts';
import { eventsFromRows, forgetLocked, heldLocks, noteLocked, type TimelineEvent } from '../platform/timeline.ts';
import { eventsForSettleQuery } from '../platform/timeline.ts';
import { type BaseRow, baseStore } from './store.ts';

/**
 * Locks `want` and every base a due event ties to them, in id order, inside a savepoint: when the
 * events under the locks name a base not yet held, the savepoint is rolled back (releasing what it
 * took) and the larger set is locked in order from the start, however often the set grows (it only
 * grows, and a world has so many bases): a base is never locked below one this call holds.
 */
export async function lockClosure(
  trx: Trx,
  want: {
    ids: string[];
    profileId?: string;
    /**
     * Bases the caller's own rows tie to the held ones, read under their locks (a rally's members,
     * who join only under the leader's lock): the set grows by them the same way, in one transaction.
     */
    alsoHold?: (trx: Trx) => Promise<string[]>;
  },
  now: number,
): Promise<{ rows: Map<string, BaseRow>; events: TimelineEvent[] } | null> {
  const ids = new Set(want.ids);
  let profileId = want.profileId;
  for (;;) {
    const before = new Set(heldLocks(trx));
    const fresh = [...ids].filter((id) => !before.has(id));
    const useSavepoint = fresh.length > 0 || profileId !== undefined;
    if (useSavepoint) await sql`savepoint timeline_locks`.execute(trx);
    // the lock and the events under it in one round trip: the events' statement runs after the lock
    // is granted, with a snapshot of its own (it sees what the lock's last holder committed)
    const store = baseStore();
    const lock = profileId !== undefined ? store.lockBaseOfProfile(trx, profileId) : store.lockBases(trx, [...ids]);
    const [locked, pending] = await sentTogether(trx, [
      lock.compile(),
      eventsForSettleQuery(trx, profileId !== undefined ? store.baseIdsOfProfile(profileId) : uuidArray([...ids]), now),
    ]);
    const rows = locked.rows as BaseRow[];
    if (profileId !== undefined) {
      const row = rows[0];
      if (!row) return null;
      ids.add(row.id);
      profileId = undefined;
    }
    noteLocked(
      trx,
      rows.map((r) => r.id),
    );
    const events = eventsFromRows(pending.rows);
    const missing = new Set<string>();
    for (const e of events) {
      if (e.dueAt > now || e.parked) continue;
      if (!ids.has(e.baseId)) missing.add(e.baseId);
      for (const t of e.touches) if (!ids.has(t)) missing.add(t);
    }
    if (missing.size === 0 && want.alsoHold)
      for (const id of await want.alsoHold(trx)) if (!ids.has(id)) missing.add(id);
    if (missing.size === 0) return { rows: new Map(rows.map((r) => [r.id, r])), events };
    if (useSavepoint) {
      await sql`rollback to savepoint timeline_locks`.execute(trx);
      forgetLocked(
        trx,
        rows.map((r) => r.id).filter((id) => !before.has(id)),
      );
    }
    for (const id of missing) ids.add(id);
  }
}
