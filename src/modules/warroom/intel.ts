/**
 * Shared intelligence (decision 070): a member's scout reports go to the alliance as they are filed
 * (unless the member turned that off), scout and battle reports by hand; the board keeps the latest
 * report of each kind per target, with its age.
 */
import type { Db, Executor } from '../../platform/db.ts';
import { platformError } from '../../platform/errors.ts';
import { membershipOf, membersOf } from '../alliances/index.ts';
import { publish } from '../../platform/pubsub.ts';
import { type FiledReport, ownReport } from '../reports/index.ts';
import { profileNames } from '../worlds/index.ts';
import { warroomErrors } from './errors.ts';
import { insertIntel, latestIntel, setSharesScouts, sharesScouts } from './repo.ts';

const SHARED_KINDS = new Set(['scout', 'battle', 'rally']);

interface Target {
  x: number;
  y: number;
  owner?: string;
}
const targetOf = (data: unknown): Target | null => {
  const t = (data as { target?: Target } | null)?.target;
  return t && Number.isInteger(t.x) && Number.isInteger(t.y) ? t : null;
};

async function share(ex: Executor, profileId: string, r: { id: string; kind: string; data: unknown; at: Date }) {
  const me = await membershipOf(ex, profileId);
  const target = targetOf(r.data);
  if (!me || !target) return false;
  const kind = r.kind === 'rally' ? 'battle' : r.kind;
  const added = await insertIntel(ex, {
    alliance_id: me.alliance_id,
    report_id: r.id,
    shared_by: profileId,
    kind,
    target_x: target.x,
    target_y: target.y,
    target_owner: target.owner ?? null,
    data: r.data,
    filed_at: r.at,
  });
  // every member's open board reads again (delivered when the report's transaction commits)
  if (added)
    for (const m of await membersOf(ex, me.alliance_id))
      await publish(ex, { profileId: m.profile_id, kind: 'alliance-intel', data: { kind, x: target.x, y: target.y } });
  return added;
}

/** Listener (reports filed): a scout report goes to the alliance by itself, unless turned off. */
export async function shareScoutOnFile(ex: Executor, r: FiledReport): Promise<void> {
  if (r.kind !== 'scout' || !(await sharesScouts(ex, r.profileId))) return;
  await share(ex, r.profileId, { id: r.id, kind: r.kind, data: r.data, at: new Date(r.at) });
}

/** A member shares one of their scout or battle reports by hand; false when it was shared already. */
export async function shareReport(db: Db, profileId: string, reportId: string): Promise<boolean> {
  const row = await ownReport(db, profileId, reportId);
  if (!row) throw warroomErrors.notFound();
  if (!SHARED_KINDS.has(row.kind)) throw warroomErrors.kind();
  if (!(await membershipOf(db, profileId))) throw platformError('NOT_MEMBER');
  if (!targetOf(row.data)) throw warroomErrors.kind();
  await share(db, profileId, { id: row.id, kind: row.kind, data: row.data, at: row.created_at });
  return true;
}

export interface IntelView {
  id: string;
  kind: string;
  x: number;
  y: number;
  owner: string | null;
  sharedBy: string;
  filedAt: number;
  /** the report's data as JSON (a battle's input feeds the simulator) */
  data: string;
}

/** The alliance's board: the latest report of each kind per target, newest first. */
export async function intelBoard(db: Db, profileId: string): Promise<IntelView[]> {
  const me = await membershipOf(db, profileId);
  if (!me) return [];
  const rows = await latestIntel(db, me.alliance_id, 100);
  const names = await profileNames(
    db,
    rows.map((r) => r.shared_by),
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    x: r.target_x,
    y: r.target_y,
    owner: r.target_owner,
    sharedBy: names.get(r.shared_by) ?? '',
    filedAt: r.filed_at.getTime(),
    data: JSON.stringify(r.data),
  }));
}

export const intelSettings = async (db: Db, profileId: string) => ({ shareScouts: await sharesScouts(db, profileId) });
export async function setIntelSettings(db: Db, profileId: string, shareScouts: boolean) {
  await setSharesScouts(db, profileId, shareScouts);
  return { shareScouts };
}
