/**
 * What each participant has scored, asked of the modules that own what it is read from: their
 * reports inside the event's window (reports), the influence gained for Power Surge (bases), and
 * their alliance (alliances).
 */
import type { EventType } from '../../game/index.ts';
import type { Executor } from '../../platform/db.ts';
import { alliancesOfCommanders } from '../alliances/index.ts';
import { influenceByProfile } from '../bases/index.ts';
import { reportsFiledBetween } from '../reports/index.ts';
import type { EventRow } from './repo.ts';
import { participantsOf } from './repo.ts';
import { counts, pointsOf, SCORED_KINDS } from './scoring.ts';

export interface ParticipantScore {
  profile_id: string;
  joined_at: Date;
  score: number;
  alliance_id: string | null;
}

export async function scores(
  ex: Executor,
  e: Pick<EventRow, 'id' | 'starts_at' | 'ends_at'> & { type: EventType },
): Promise<ParticipantScore[]> {
  const participants = await participantsOf(ex, e.id);
  const ids = participants.map((p) => p.profile_id);
  const alliances = await alliancesOfCommanders(ex, ids);
  const line = (p: (typeof participants)[number], score: number) => ({
    profile_id: p.profile_id,
    joined_at: p.joined_at,
    score,
    alliance_id: alliances.get(p.profile_id) ?? null,
  });
  const type = e.type;
  if (type === 'power-surge') {
    const influence = await influenceByProfile(ex, ids);
    return participants.flatMap((p) => {
      const now = influence.get(p.profile_id);
      return now === undefined ? [] : [line(p, Math.max(0, now - p.influence_at_join))];
    });
  }
  const reports = await reportsFiledBetween(ex, ids, SCORED_KINDS[type], e.starts_at, e.ends_at);
  const byCommander = new Map<string, typeof reports>();
  for (const r of reports) byCommander.set(r.profile_id, [...(byCommander.get(r.profile_id) ?? []), r]);
  const untilMs = e.ends_at.getTime();
  return participants.map((p) => {
    const fromMs = Math.max(p.joined_at.getTime(), e.starts_at.getTime());
    const mine = (byCommander.get(p.profile_id) ?? []).filter((r) => counts(r, fromMs, untilMs));
    return line(
      p,
      mine.reduce((sum, r) => sum + pointsOf(type, r, fromMs, untilMs), 0),
    );
  });
}
