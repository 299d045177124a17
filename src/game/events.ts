/**
 * Galaxy events (docs/decisions/027-events-and-rewards.md): the spec's five, each with its duration,
 * its ranking (top 100 commanders; Pirate Hunt top 10 alliances), a scoring rule fed by what players
 * really do (counted from their reports and influence while they take part), rewards by rank paid as
 * claimable event-reward reports when it closes, and a cooldown before a commander joins the next.
 */
import { HOUR_MS } from './production.ts';
import type { Resources } from './resources.ts';

export const EVENT_TYPES = [
  'power-surge',
  'portal-explorers',
  'asteroid-domination',
  'battlefront-clash',
  'pirate-hunt',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const isEventType = (t: string): t is EventType => (EVENT_TYPES as readonly string[]).includes(t);

export interface EventDef {
  type: EventType;
  days: number;
  /** who is ranked: commanders, or alliances (their taking-part members' scores summed) */
  ranks: 'players' | 'alliances';
  /** how many places are ranked and rewarded */
  top: number;
}

export const EVENTS: Record<EventType, EventDef> = {
  'power-surge': { type: 'power-surge', days: 7, ranks: 'players', top: 100 },
  'portal-explorers': { type: 'portal-explorers', days: 3, ranks: 'players', top: 100 },
  'asteroid-domination': { type: 'asteroid-domination', days: 5, ranks: 'players', top: 100 },
  'battlefront-clash': { type: 'battlefront-clash', days: 4, ranks: 'players', top: 100 },
  'pirate-hunt': { type: 'pirate-hunt', days: 3, ranks: 'alliances', top: 10 },
};

/** An event's length in ms of game time (a world at speed 5 runs a 7-day event in 33.6 hours). */
export const eventMs = (type: EventType, worldSpeed = 1) =>
  Math.round((EVENTS[type].days * 24 * HOUR_MS) / Math.max(1, worldSpeed));

/** After an event a commander took part in closes, this long before they may join another (game time). */
export const EVENT_COOLDOWN_MS = 24 * HOUR_MS;
export const eventCooldownMs = (worldSpeed = 1) => Math.round(EVENT_COOLDOWN_MS / Math.max(1, worldSpeed));

/** What a place pays: resources and items. */
export interface Prize {
  resources: Partial<Resources>;
  items: Record<string, number>;
}

/** Prizes by place (1-based): the top three, then the top ten, then the rest of the ranked places. */
export function prizeFor(type: EventType, place: number): Prize | null {
  const def = EVENTS[type];
  if (place < 1 || place > def.top) return null;
  const vault = (n: number) => ({ 'core-shard': n, 'catalyst-dust': n * 2 });
  if (place === 1) return { resources: { credits: 5000 }, items: { ...vault(5), 'speedup-building-480m': 2 } };
  if (place <= 3) return { resources: { credits: 3000 }, items: { ...vault(3), 'speedup-building-60m': 3 } };
  if (place <= 10) return { resources: { credits: 1500 }, items: { ...vault(2), 'speedup-building-60m': 1 } };
  return { resources: { credits: 500 }, items: { ...vault(1) } };
}

export type JoinCheck = { ok: true } | { ok: false; reason: 'NOT_RUNNING' | 'ALREADY_IN' | 'COOLDOWN'; until?: number };

/**
 * May a commander join this event now? Not while another event they joined is running, nor within
 * the cooldown after one closed ('You can't participate in a new event yet.').
 */
export function checkJoin(
  event: { id: string; status: string; startsAt: number; endsAt: number },
  mine: readonly { eventId: string; endsAt: number; status: string }[],
  now: number,
  worldSpeed = 1,
): JoinCheck {
  if (event.status !== 'running' || now < event.startsAt || now >= event.endsAt)
    return { ok: false, reason: 'NOT_RUNNING' };
  if (mine.some((m) => m.eventId === event.id)) return { ok: false, reason: 'ALREADY_IN' };
  const busy = mine
    .filter((m) => m.status !== 'cancelled')
    .map((m) => (m.status === 'running' ? Number.POSITIVE_INFINITY : m.endsAt + eventCooldownMs(worldSpeed)));
  const until = Math.max(0, ...busy);
  if (until > now) return { ok: false, reason: 'COOLDOWN', until: Number.isFinite(until) ? until : undefined };
  return { ok: true };
}

/** Ranks scores: highest first, ties by who got there first (earlier `since`), then by id; zero scores are not ranked. */
export function rankScores<T extends { id: string; score: number; since: number }>(
  rows: readonly T[],
  top: number,
): (T & { place: number })[] {
  return rows
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.since - b.since || (a.id < b.id ? -1 : 1))
    .slice(0, top)
    .map((r, i) => ({ ...r, place: i + 1 }));
}
