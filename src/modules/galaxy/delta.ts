/**
 * The map's changes since an earlier answer (decision 080): a database trigger notes each spot whose
 * base or object changed (`map_spot_changes`, migration 0216, pruned after 15 minutes: a base founded, moved, removed or its
 * command center's level; an object destroyed or a roaming crew come or gone), with the database's
 * wall clock (append only: no row two writers wait on). What changes by the game's clock alone (an object respawning, a crew appearing) is read
 * from its own time. The cursor carries both clocks and the reader's radar sweeps; it is opaque to
 * the browser, and one it cannot read is answered with the whole window.
 */
import { sql } from 'kysely';
import type { Executor } from '../../platform/db.ts';

/** A change committed this long after it was noted is still found (a transaction that ran long). */
export const CHANGE_MARGIN_MS = 30_000;
/** A cursor older than this (wall clock) is answered whole: the notes behind it may be pruned (after 15 minutes). */
export const CURSOR_MAX_AGE_MS = 10 * 60_000;

export interface Cursor {
  /** the game's clock of the earlier answer (epoch ms) */
  at: number;
  /** the wall clock then (epoch ms), compared with the trigger's clock_timestamp() */
  wall: number;
  /** the reader's radar sweeps then */
  sweeps: string;
}

/** The sweeps showing, as a short key: a sweep begun or ended changes it. */
export function sweepsKey(sweeps: readonly { id: string }[]): string {
  let h = 0x811c9dc5;
  for (const id of sweeps.map((s) => s.id).sort())
    for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return `${sweeps.length}-${h.toString(36)}`;
}

export const cursorOf = (now: number, sweeps: string) => `${Math.floor(now)}.${Date.now()}.${sweeps}`;

/** The cursor a browser sent back, or null (none, or not one of ours: the whole window is answered). */
export function readCursor(text: string | null | undefined): Cursor | null {
  const m = /^(\d{1,15})\.(\d{1,15})\.(\d{1,4}-[0-9a-z]{1,8})$/.exec(text ?? '');
  if (!m || Date.now() - Number(m[2]) > CURSOR_MAX_AGE_MS) return null;
  return { at: Number(m[1]), wall: Number(m[2]), sweeps: m[3]! };
}

type Spot = { x: number; y: number };

/** Spots of a rectangle changed since the cursor (each once). */
export async function changedSpots(
  ex: Executor,
  worldId: string,
  { from, to }: { from: Spot; to: Spot },
  since: Cursor,
  now: number,
): Promise<Spot[]> {
  const rect = sql`world_id = ${worldId} and x between ${from.x} and ${to.x} and y between ${from.y} and ${to.y}`;
  const [after, at] = [new Date(since.at), new Date(now)];
  const { rows } = await sql<Spot>`
    select x, y from map_spot_changes where ${rect} and changed_at > ${new Date(since.wall - CHANGE_MARGIN_MS)}
    union select x, y from map_changes where ${rect} and gone_until > ${after} and gone_until <= ${at}
    union select x, y from pirate_moves where ${rect} and appears_at > ${after} and appears_at <= ${at}`.execute(ex);
  return rows;
}
