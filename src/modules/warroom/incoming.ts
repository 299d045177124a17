/**
 * The war room's list (decision 070): every hostile fleet on its way to a member of the reader's
 * alliance — who sends it, from where, at whom, when it lands, how many units, and what the
 * alliance's latest scout report of the attacker's base shows. Read as stored (a fleet whose
 * arrival is due but not yet applied still shows until its landing time has passed).
 */
import { type UnitCounts, unitTotal } from '../../game/index.ts';
import type { Db } from '../../platform/db.ts';
import { membershipOf, membersOf } from '../alliances/index.ts';
import { basePositions } from '../bases/index.ts';
import { incomingMarchesTo } from '../marches/index.ts';
import { profileNames } from '../worlds/index.ts';
import { latestScoutsAt } from './repo.ts';

const FRIENDLY = new Set(['reinforce', 'convoy']);

export interface IncomingView {
  id: string;
  kind: string;
  attacker: string;
  from: { x: number; y: number } | null;
  defender: string;
  target: { x: number; y: number; level: number };
  arrivesAt: number;
  units: number;
  /** the alliance's latest scout report of the attacker's base: when, and its findings as JSON */
  scout: { filedAt: number; findings: string } | null;
}

export async function allianceIncoming(db: Db, profileId: string, now: number): Promise<IncomingView[]> {
  const me = await membershipOf(db, profileId);
  if (!me) return [];
  const members = await membersOf(db, me.alliance_id);
  const memberIds = new Set(members.map((m) => m.profile_id));
  const bases = await basePositions(db, { profileIds: [...memberIds] });
  const marches = (await Promise.all(bases.map((b) => incomingMarchesTo(db, b.id))))
    .flat()
    .filter((m) => !FRIENDLY.has(m.kind) && !memberIds.has(m.profile_id) && m.arrives_at.getTime() > now);
  if (marches.length === 0) return [];
  const attackers = await basePositions(db, { baseIds: [...new Set(marches.map((m) => m.base_id))] });
  const byBase = new Map([...bases, ...attackers].map((b) => [b.id, b]));
  const ownerOfTarget = new Map(bases.map((b) => [b.id, b.profile_id]));
  const names = await profileNames(db, [...new Set([...marches.map((m) => m.profile_id), ...memberIds])]);
  const scouts = await latestScoutsAt(db, me.alliance_id, attackers);
  const scoutAt = new Map(scouts.map((s) => [`${s.target_x}:${s.target_y}`, s]));
  return marches
    .map((m) => {
      const from = byBase.get(m.base_id);
      const s = from ? scoutAt.get(`${from.x}:${from.y}`) : undefined;
      return {
        id: m.id,
        kind: m.kind,
        attacker: names.get(m.profile_id) ?? '',
        from: from ? { x: from.x, y: from.y } : null,
        defender: names.get(ownerOfTarget.get(m.target_base_id ?? '') ?? '') ?? '',
        target: { x: m.target_x, y: m.target_y, level: m.target_level },
        arrivesAt: m.arrives_at.getTime(),
        units: m.kind === 'scout' ? 0 : unitTotal(m.units as UnitCounts),
        scout: s
          ? {
              filedAt: s.filed_at.getTime(),
              findings: JSON.stringify((s.data as { findings?: unknown } | null)?.findings ?? null),
            }
          : null,
      };
    })
    .sort((a, b) => a.arrivesAt - b.arrivesAt || a.id.localeCompare(b.id));
}
