/**
 * The economy of a world's day, read from the ledger: per resource what was created (rewards,
 * missions, items, fleets' spoils …) and destroyed (purchases, battles' losses …), by kind; with
 * what the bases produced and their units ate, counted as bases are saved (decision 090); units
 * trained and lost; the commanders who moved the most.
 */
import { RESOURCES } from '../../game/index.ts';
import type { Executor } from '../../platform/db.ts';
import { profileNames } from '../worlds/index.ts';
import { flowsOfDay, moversOfDay, netMoversOfDay, unitsOfDay } from '../ledger/index.ts';
import { flowsOfDayByResource, unitsLostOfDay } from './repo.ts';

const DAY = 86_400_000;

export async function economyOfDay(ex: Executor, worldId: string, day: string) {
  const from = new Date(`${day}T00:00:00Z`);
  const to = new Date(from.getTime() + DAY);
  // production is created and upkeep destroyed like any ledger kind: two more kinds of flow
  const made = await flowsOfDayByResource(ex, worldId, day);
  const flows = [
    ...(await flowsOfDay(ex, worldId, from, to)),
    ...made.map((m) => ({ kind: 'production', resource: m.resource, created: m.produced, destroyed: 0 })),
    ...made.map((m) => ({ kind: 'upkeep', resource: m.resource, created: 0, destroyed: m.eaten })),
  ];
  const totals = RESOURCES.map((resource) => ({
    resource,
    created: flows.filter((f) => f.resource === resource).reduce((n, f) => n + f.created, 0),
    destroyed: flows.filter((f) => f.resource === resource).reduce((n, f) => n + f.destroyed, 0),
  }));
  const movers = await moversOfDay(ex, worldId, from, to, 10);
  const names = await profileNames(
    ex,
    movers.map((m) => m.profile_id),
  );
  return {
    day,
    totals,
    faucets: flows.filter((f) => f.created > 0).map((f) => ({ kind: f.kind, resource: f.resource, amount: f.created })),
    sinks: flows
      .filter((f) => f.destroyed > 0)
      .map((f) => ({ kind: f.kind, resource: f.resource, amount: f.destroyed })),
    units: await unitsBuiltAndLost(ex, worldId, day, from, to),
    movers: movers.map((m) => ({
      profileId: m.profile_id,
      username: names.get(m.profile_id) ?? '?',
      gained: m.gained,
      spent: m.spent,
    })),
  };
}

/** The day's commanders with the largest net change of resources and credits, either way, named. */
export async function netMovers(ex: Executor, worldId: string, day: string) {
  const from = new Date(`${day}T00:00:00Z`);
  const movers = await netMoversOfDay(ex, worldId, from, new Date(from.getTime() + DAY), 10);
  const names = await profileNames(
    ex,
    movers.map((m) => m.profile_id),
  );
  return movers.map((m) => ({
    profileId: m.profile_id,
    username: names.get(m.profile_id) ?? '?',
    gained: m.gained,
    spent: m.spent,
    net: m.net,
  }));
}

/**
 * Units trained (the ledger's training events) and lost in battle (counted from the day's battle
 * reports: every owner's losses, at home and in fleets away). A day before that count began keeps
 * the ledger's figure, which saw only losses at home.
 */
async function unitsBuiltAndLost(ex: Executor, worldId: string, day: string, from: Date, to: Date) {
  const fromLedger = await unitsOfDay(ex, worldId, from, to);
  const lost = await unitsLostOfDay(ex, worldId, day);
  if (!lost) return fromLedger;
  const out = new Map(fromLedger.map((u) => [u.unit, { ...u, lost: 0 }]));
  for (const [unit, n] of lost) out.set(unit, { unit, built: out.get(unit)?.built ?? 0, lost: n });
  return [...out.values()].filter((u) => u.built || u.lost).sort((a, b) => a.unit.localeCompare(b.unit));
}
