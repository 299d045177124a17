/**
 * What a report is worth in a galaxy event, read from the fields its data carries: a mission's share,
 * minerals gathered or paid by a held asteroid (quantarite four times), battles against commanders
 * won (a rally's member and a reinforcer count as fighters), pirate ships destroyed (one for each member
 * of a rally that destroyed one). A participant counts what was filed from when they joined (or the
 * event began) until its end; a holding's payouts report counts only its payouts inside that window.
 */
import type { EventType } from '../../game/index.ts';

/** The report kinds each event scores. */
export const SCORED_KINDS: Record<Exclude<EventType, 'power-surge'>, string[]> = {
  'portal-explorers': ['portal-mission'],
  'asteroid-domination': ['gathering', 'occupied-reward'],
  'battlefront-clash': ['battle', 'rally'],
  'pirate-hunt': ['battle', 'rally'],
};

export interface ScoredReport {
  kind: string;
  created_at: Date;
  data: unknown;
}

type Data = {
  share?: number | string | null;
  amount?: number | string | null;
  resource?: string | null;
  role?: string | null;
  until?: number | string | null;
  target?: { kind?: string | null } | null;
  result?: { winner?: string | null } | null;
  paid?: Record<string, number | string | null> | null;
  payouts?: { at: number | string; paid?: Record<string, number | string | null> | null }[] | null;
};

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
/** Rounds as PostgreSQL rounds a double: to the nearest integer, halves to the even one. */
const roundEven = (x: number) => {
  const r = Math.round(x);
  return r - x === 0.5 && r % 2 !== 0 ? r - 1 : r;
};
const minerals = (paid: Data['paid']) => num(paid?.astromite) + 4 * num(paid?.quantarite);

/** Does this report count for a participant whose window runs from `fromMs` to `untilMs`? */
export function counts(r: ScoredReport, fromMs: number, untilMs: number): boolean {
  const t = r.created_at.getTime();
  if (t >= untilMs) return false;
  if (t >= fromMs) return true;
  const d = (r.data ?? {}) as Data;
  return r.kind === 'occupied-reward' && 'payouts' in d && num(d.until) >= fromMs;
}

/** A report's points in an event, for a participant whose window runs from `fromMs` to `untilMs`. */
export function pointsOf(
  type: Exclude<EventType, 'power-surge'>,
  r: ScoredReport,
  fromMs: number,
  untilMs: number,
): number {
  const d = (r.data ?? {}) as Data;
  switch (type) {
    case 'portal-explorers':
      // a mission's share of its reward, as a percentage: a full success is 100
      return roundEven(num(d.share) * 100);
    case 'asteroid-domination': {
      if (r.kind === 'gathering') return num(d.amount) * (d.resource === 'quantarite' ? 4 : 1);
      const target = d.target?.kind;
      if (target !== null && target !== undefined && !target.endsWith('asteroid')) return 0;
      if ('payouts' in d)
        return (d.payouts ?? [])
          .filter((h) => num(h.at) >= fromMs && num(h.at) < untilMs)
          .reduce((sum, h) => sum + minerals(h.paid), 0);
      return minerals(d.paid);
    }
    case 'battlefront-clash': {
      // battles against commanders won, attacking (alone or in a rally) or defending (host or reinforcer)
      if (d.target?.kind === 'pirate-ship') return 0;
      const attacked = d.role === 'attack' && d.result?.winner === 'attacker';
      const defended = (d.role === 'defence' || d.role === 'reinforcement') && d.result?.winner === 'defender';
      return attacked || defended ? 1 : 0;
    }
    case 'pirate-hunt':
      // a pirate ship destroyed, alone or in a rally (each member of the rally scores it)
      return d.target?.kind === 'pirate-ship' && d.result?.winner === 'attacker' ? 1 : 0;
  }
}
