/** Reports as the server stores them, and the words a list shows for each. */
import type { TFunction } from 'i18next';
import type { BattleInput, BattleResult, CelestialKind, Resources, UnitCounts } from '../../../game/index.ts';
import { itemName } from '../../lib/items-data.ts';
import { fleetOrderBody, fleetOrderTitle, isFleetOrderNotice } from './fleet-order-notices.ts';

export interface ReportRow {
  id: string;
  kind: string;
  createdAt: number;
  read: boolean;
  data: string;
  /** JSON text { resources, items } of what it pays when claimed */
  rewards?: string | null;
  claimedAt?: number | null;
  /** combat, espionage, economy, alliance or system */
  folder?: string;
  archived?: boolean;
}

/** What a claimable report pays, in words ('250 Credits, 2 × Building speed-up 5m'). */
export function rewardsText(t: TFunction, r: ReportRow): string {
  if (!r.rewards) return '';
  try {
    const w = JSON.parse(r.rewards) as { resources?: Record<string, number>; items?: Record<string, number> };
    const res = Object.entries(w.resources ?? {})
      .filter(([, v]) => v > 0)
      .map(([k, v]) => `${v.toLocaleString()} ${t(`resources.${k}`)}`);
    const items = Object.entries(w.items ?? {}).map(([k, v]) => `${v} × ${itemName(t, k)}`);
    return [...res, ...items].join(', ');
  } catch {
    return '';
  }
}

export interface Target {
  x: number;
  y: number;
  kind: CelestialKind;
  level: number;
  /** a player's base: its commander */
  owner?: string;
}
export interface BattleData {
  engineVersion: number;
  /** the secret seed revealed (64 hex digits, decision 039); a report older than that: a bare number */
  seed: string | number;
  /** sha256(seed) as shown while the battle was still to come */
  commitment?: string;
  target: Target;
  /** a raid on a player: which side this report's reader fought on (pirate battles: attack) */
  role?: 'attack' | 'defence' | 'reinforcement';
  /** a battle at a base with reinforcements: each defender's part, the host first */
  defenders?: {
    owner: string;
    before: Record<string, number>;
    lost: Record<string, number>;
    survivors: Record<string, number>;
  }[];
  /** a raid: the attacking commander */
  attacker?: string;
  input: BattleInput;
  result: BattleResult;
  loot: Resources;
  /** a rally's battle: every member's part (the reader's is `mine`) */
  members?: RallyShare[];
  mine?: RallyShare;
}
export interface RallyShare {
  name: string;
  before: UnitCounts;
  lost: UnitCounts;
  survivors: UnitCounts;
  plunder: Resources;
}
export interface GatheringData {
  target: Target;
  resource: 'astromite' | 'quantarite';
  amount: number;
}
export interface NoticeData {
  reason:
    | 'target-gone'
    | 'target-shielded'
    | 'scouted'
    | 'reinforced'
    | 'expelled'
    | 'not-allied'
    | 'held-by-friend'
    | 'shared-network'
    | 'pact'
    | 'target-on-vacation'
    | 'bash-limit'
    | 'target-too-weak'
    // fleet orders (decision 073): fleet-order-notices.ts
    | 'repeat-stopped'
    | 'contingency';
  target: Target & { holder?: string };
  units?: UnitCounts;
  /** scouted: who looked */
  by?: string;
}
export interface ScoutData {
  target: Target;
  /** a base's portal address, read off its gate */
  address?: string | null;
  findings: {
    depth: 'resources' | 'units' | 'buildings';
    /** the garrison's counts: exact, or rounded (an agency level with the target's or one above) */
    precision?: 'exact' | 'rounded';
    lead?: number;
    resources: Resources;
    units?: UnitCounts;
    injured?: UnitCounts;
    buildings?: Record<string, number>;
    research?: Record<string, number>;
  };
}

export interface MissionData {
  missionId: string;
  type: string;
  level: number;
  symbols: string;
  success: boolean;
  share: number;
  units: UnitCounts;
  survivors: UnitCounts;
  reward: { resources: Resources; items: Record<string, number>; units: UnitCounts };
  engineVersion?: number;
  seed?: string | number;
  commitment?: string;
  input?: BattleInput;
  result?: BattleResult;
}

export const parseData = <T>(r: ReportRow): T | null => {
  try {
    return JSON.parse(r.data) as T;
  } catch {
    return null;
  }
};

export const place = (t: TFunction, target: Target) =>
  target.kind === 'solar-system' && target.owner
    ? t('reports.baseOf', { owner: target.owner, at: `${target.x}:${target.y}` })
    : `${t(`celestial.${target.kind}`)} ${target.x}:${target.y}`;

/** The names a notice's title and body put in. */
const noticeWords = (t: TFunction, d: NoticeData) => ({
  by: d.by ?? '',
  owner: d.target.owner ?? '',
  holder: d.target.holder ?? '',
  target: place(t, d.target),
});

const NOTICE_REASONS: readonly NoticeData['reason'][] = [
  'target-gone',
  'target-shielded',
  'scouted',
  'reinforced',
  'expelled',
  'not-allied',
  'held-by-friend',
  'shared-network',
  'target-on-vacation',
];
/** Reasons whose texts live in another feature's namespace (decision 070: a pact). */
const NOTICE_ELSEWHERE: Partial<Record<NoticeData['reason'], string>> = {
  pact: 'warroom.noticeBody.pact',
  // turned back by the bash limit or strength protection (decision 067)
  'bash-limit': 'protection.noticeBody.bash-limit',
  'target-too-weak': 'protection.noticeBody.target-too-weak',
};

/** A notice's body: what happened, in the reader's words (a reason this client does not know: its title says it). */
export function noticeBody(t: TFunction, d: NoticeData): string | null {
  if (isFleetOrderNotice(d.reason)) return fleetOrderBody(t, d as never, place(t, d.target));
  const elsewhere = NOTICE_ELSEWHERE[d.reason];
  if (elsewhere) return t(elsewhere, noticeWords(t, d));
  return NOTICE_REASONS.includes(d.reason) ? t(`reports.noticeBody.${d.reason}`, noticeWords(t, d)) : null;
}

/** The outcome in the reader's words: a defender who held won. */
export const outcomeText = (t: TFunction, d: BattleData) =>
  d.role === 'defence' || d.role === 'reinforcement'
    ? t(`reports.defenceOutcome.${d.result.winner}`)
    : t(`reports.outcome.${d.result.winner}`);

/** One line for the list: what happened, where. */
export function reportTitle(t: TFunction, r: ReportRow): string {
  if (r.kind === 'battle') {
    const d = parseData<BattleData>(r);
    if (d?.role === 'defence')
      return t('reports.defenceTitle', { attacker: d.attacker ?? '', outcome: outcomeText(t, d) });
    if (d?.role === 'reinforcement')
      return t('reports.reinforcementTitle', {
        attacker: d.attacker ?? '',
        owner: d.target.owner ?? '',
        outcome: outcomeText(t, d),
      });
    if (d) return t('reports.battleTitle', { target: place(t, d.target), outcome: outcomeText(t, d) });
  }
  if (r.kind === 'rally') {
    const d = parseData<BattleData>(r);
    if (d) return t('rallies.reportTitle', { target: place(t, d.target), outcome: outcomeText(t, d) });
  }
  if (r.kind === 'gathering') {
    const d = parseData<GatheringData>(r);
    if (d)
      return t('reports.gathered', {
        amount: d.amount,
        resource: t(`resources.${d.resource}`),
        target: place(t, d.target),
      });
  }
  if (r.kind === 'scout') {
    const d = parseData<ScoutData>(r);
    if (d) return t('reports.scouted', { target: place(t, d.target) });
  }
  if (r.kind === 'notice') {
    const d = parseData<NoticeData>(r);
    if (d) {
      const words = noticeWords(t, d);
      if (isFleetOrderNotice(d.reason)) return fleetOrderTitle(t, d as never);
      switch (d.reason) {
        case 'scouted':
          return t('reports.wasScouted', words);
        case 'target-shielded':
          return t('reports.shieldedOff', words);
        case 'shared-network':
          return t('reports.sharedNetworkOff', words);
        case 'pact':
          return t('warroom.pactOff', words);
        case 'target-on-vacation':
          return t('reports.vacationOff', words);
        case 'bash-limit':
        case 'target-too-weak':
          return t(`protection.turnedBack.${d.reason}`, words);
        case 'reinforced':
          return t('reports.reinforcedTitle', words);
        case 'expelled':
          return t('reports.expelledTitle', words);
        case 'not-allied':
          return t('reports.notAlliedTitle', words);
        case 'held-by-friend':
          return t('reports.heldByFriendTitle', words);
        case 'target-gone':
          return t('reports.targetGone', words);
      }
    }
  }
  if (r.kind === 'occupied-object') {
    const d = parseData<{
      target: Target & { holder?: string };
      outcome?: string;
      role?: string;
      attacker?: string;
      holder?: string;
    }>(r);
    if (d?.outcome === 'occupied') return t('reports.occupied', { target: place(t, d.target) });
    if (d?.role === 'defence')
      return d.outcome === 'taken'
        ? t('reports.occupiedLost', { attacker: d.attacker ?? '', target: place(t, d.target) })
        : t('reports.occupiedHeld', { attacker: d.attacker ?? '', target: place(t, d.target) });
    if (d)
      return d.outcome === 'taken'
        ? t('reports.occupiedTaken', { holder: d.holder ?? '', target: place(t, d.target) })
        : t('reports.occupiedRepelled', { holder: d.holder ?? '', target: place(t, d.target) });
  }
  if (r.kind === 'occupied-reward') {
    const d = parseData<{ target: Target; paid: Record<string, number>; hours?: number }>(r);
    if (d)
      return t((d.hours ?? 1) > 1 ? 'reports.occupiedRewardHours' : 'reports.occupiedReward', {
        count: d.hours ?? 1,
        target: place(t, d.target),
        paid: Object.entries(d.paid)
          .filter(([, v]) => v > 0)
          .map(([k, v]) => `${v} ${t(`resources.${k}`)}`)
          .join(', '),
      });
  }
  if (r.kind === 'trade') {
    const d = parseData<{ trade?: string; stake?: number; payout?: number; dice?: number[] }>(r);
    if (d?.trade === 'convoy') {
      const c = parseData<{ role: string; from: string; to: string; cargo: Record<string, number> }>(r);
      const cargo = Object.entries(c?.cargo ?? {})
        .filter(([, v]) => v > 0)
        .map(([k, v]) => `${v} ${t(`resources.${k}`)}`)
        .join(', ');
      return c?.role === 'received'
        ? t('convoys.reportReceived', { from: c.from, cargo })
        : t('convoys.reportDelivered', { to: c?.to ?? '', cargo });
    }
    if (d?.trade === 'exchange' || d?.trade === 'order' || d?.trade === 'tax') {
      const m = parseData<{
        station: { x: number; y: number };
        from: string;
        to: string;
        amount: number;
        net: number;
        tax: number;
        trader?: string;
      }>(r);
      if (m) {
        const args = {
          at: `${m.station.x}:${m.station.y}`,
          amount: m.amount,
          from: t(`resources.${m.from}`),
          net: m.net,
          to: t(`resources.${m.to}`),
          tax: m.tax,
          trader: m.trader ?? '',
        };
        return t(
          d.trade === 'exchange'
            ? 'market.reportExchange'
            : d.trade === 'order'
              ? 'market.reportOrder'
              : 'market.reportTax',
          args,
        );
      }
    }
    if (d?.trade === 'wager')
      return (d.payout ?? 0) > 0
        ? t('den.reportWon', { payout: d.payout, dice: (d.dice ?? []).join(' + ') })
        : t('den.reportLost', { stake: d.stake, dice: (d.dice ?? []).join(' + ') });
  }
  if (r.kind === 'event-reward') {
    const d = parseData<{ type: string; place: number; ranks: string }>(r);
    if (d)
      return t(d.ranks === 'alliances' ? 'events.reportAlliance' : 'events.report', {
        name: t(`events.names.${d.type}`),
        place: d.place,
      });
  }
  if (r.kind === 'ephoran-vault') {
    const d = parseData<{ cleared: number }>(r);
    if (d) return t('vault.report', { count: d.cleared });
  }
  if (r.kind === 'reward') {
    const d = parseData<{ note?: string }>(r);
    if (d) return t('events.rewardReport', { note: d.note ?? '' });
  }
  if (r.kind === 'portal-mission') {
    const d = parseData<MissionData>(r);
    if (d)
      return t('reports.missionTitle', {
        name: t(`missions.types.${d.type}`),
        level: d.level,
        outcome: d.success
          ? t('reports.missionSuccess')
          : d.share > 0
            ? t('reports.missionPartly')
            : t('reports.missionFailed'),
      });
  }
  if (r.kind === 'fragments-converted') {
    const d = parseData<{ unknown: number; symbols: number }>(r);
    if (d) return t('reports.fragmentsConverted', { unknown: d.unknown, symbols: d.symbols });
  }
  if (r.kind === 'fragments-combined') {
    const d = parseData<{ address: string; commander: string; x: number; y: number }>(r);
    if (d) return t('reports.fragmentsCombined', { address: d.address, commander: d.commander, at: `${d.x}:${d.y}` });
  }
  if (r.kind === 'portal') {
    const d = parseData<{ address: string; commander: string; x: number; y: number }>(r);
    if (d) return t('reports.portalOpened', { address: d.address, commander: d.commander, at: `${d.x}:${d.y}` });
  }
  return t('reports.kind', { kind: r.kind });
}

/** JSON with object keys sorted: stored reports come back from jsonb with their keys reordered. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}
