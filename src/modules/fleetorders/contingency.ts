/**
 * Contingency rules (decision 073): per base up to three, each "when a fleet stronger than my
 * defence is less than N minutes away and I have not acted: evacuate my fleet to the home planet's
 * orbit / send it to a named ally's base / raise a shield from my backpack". A raid launched at the base schedules each rule as an
 * event on the base's timeline at (landing − N minutes); a recall cancels them. On the timeline, in
 * due order with the raid's own arrival, a rule fires exactly once and files a report.
 */
import { z } from 'zod';
import {
  attackerPrevails,
  checkShield,
  contingencyDueAt,
  contingencyFires,
  contingencyShields,
  EVACUATION_GRACE_MS,
  forecastInput,
  hostSide,
  isShielded,
  MAX_CONTINGENCY_MINUTES,
  MAX_CONTINGENCY_RULES,
  MIN_CONTINGENCY_MINUTES,
  raidPlunderable,
  type UnitCounts,
  unitTotal,
} from '../../game/index.ts';
import { lockAndSettleProfile, type TimelineKindDef } from '../../kernel/index.ts';
import type { Trx } from '../../platform/db.ts';
import { cancelEvent, pendingEventsFor, scheduleEvent } from '../../platform/timeline.ts';
import { takeItems } from '../items/index.ts';
import {
  findMarchForUpdate,
  type MarchRow,
  marchesOfRallies,
  type RaidObserver,
  type RecallObserver,
  stationedAt,
} from '../marches/index.ts';
import { fileReport } from '../reports/index.ts';
import { allied, recallGatherers } from '../marches/index.ts';
import { findProfileByName, profileNames, worldOfProfile } from '../worlds/index.ts';
import { evacuate } from './evacuation.ts';
import { fleetOrdersError } from './errors.ts';
import { deleteRule, insertRule, rulesOf } from './repo.ts';
import { allyTouches, sendToAlly } from './to-ally.ts';

export const CONTINGENCY_EVENT = 'contingency';
const NOW_RULE = { id: null, action: 'evacuate' } as const;
/** `ruleId` null: the commander's own "Evade now" (evade-now.ts), run by this same code */
const Payload = z.object({ ruleId: z.string().uuid().nullable(), marchId: z.string().uuid() });

/** Adds a rule to the player's base (at most three). */
export async function addRule(
  trx: Trx,
  profileId: string,
  input: { minutes: number; action: 'evacuate' | 'shield' | 'ally' | 'recall'; ally?: string },
  now: number,
) {
  if (input.minutes < MIN_CONTINGENCY_MINUTES || input.minutes > MAX_CONTINGENCY_MINUTES)
    throw fleetOrdersError('CONTINGENCY_BAD_MINUTES');
  const name = input.ally?.trim() ?? '';
  if (input.action === 'ally' && !name) throw fleetOrdersError('CONTINGENCY_NO_ALLY');
  const b = await lockAndSettleProfile(trx, profileId, now);
  if ((await rulesOf(trx, b.row.id)).length >= MAX_CONTINGENCY_RULES) throw fleetOrdersError('CONTINGENCY_TOO_MANY');
  let ally: { id: string; username: string } | undefined;
  if (input.action === 'ally') {
    // an ally now (checked again when the rule acts, and at the fleet's arrival)
    ally = await findProfileByName(trx, (await worldOfProfile(trx, profileId)).worldId, name);
    if (!ally || ally.id === profileId) throw fleetOrdersError('CONTINGENCY_UNKNOWN_ALLY');
    if (!(await allied(trx, profileId, ally.id, now))) throw fleetOrdersError('CONTINGENCY_NOT_ALLY');
  }
  const r = await insertRule(trx, {
    profile_id: profileId,
    base_id: b.row.id,
    minutes: input.minutes,
    action: input.action,
    ally_profile_id: ally?.id ?? null,
    created_at: new Date(now),
  });
  return { id: r.id, minutes: r.minutes, action: r.action, ally: ally?.username ?? null };
}

/** Removes a rule (an attack already on its way no longer triggers it). */
export async function removeRule(trx: Trx, profileId: string, ruleId: string, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  if (!(await deleteRule(trx, b.row.id, ruleId))) throw fleetOrdersError('CONTINGENCY_NOT_FOUND');
  return { ok: true };
}

/**
 * An attack launched at a base with rules (a raid, or a rally leaving: `m` its leader's march): each
 * rule's moment goes on the base's timeline (held by the launch, or by the departure's settle).
 */
export const contingencyOnRaid: RaidObserver = async (trx, m, defenderBaseId, now, schedule) => {
  const write = schedule ?? ((e: Parameters<typeof scheduleEvent>[1]) => scheduleEvent(trx, e));
  for (const rule of await rulesOf(trx, defenderBaseId))
    await write({
      baseId: defenderBaseId,
      kind: CONTINGENCY_EVENT,
      payload: { ruleId: rule.id, marchId: m.id },
      startsAt: now,
      dueAt: contingencyDueAt(m.arrives_at.getTime(), rule.minutes, now),
      // sending to an ally writes on the ally's timeline: the settle applying it holds that base
      touches: await allyTouches(trx, rule),
    });
};

/** The raid turned back: its rules' moments are cancelled (the recall holds the defender's base). */
export const contingencyOnRecall: RecallObserver = async (trx, m) => {
  for (const e of await pendingEventsFor(trx, CONTINGENCY_EVENT, 'marchId', m.id)) await cancelEvent(trx, e);
};

/** An attack still on its way to the base at `at`: a raid flying, or a rally's member flying with it. */
const comingAt = (m: MarchRow, baseId: string, at: number) =>
  (m.kind === 'rally' ? m.status === 'rallying' : m.status === 'marching') &&
  m.target_base_id === baseId &&
  m.arrives_at.getTime() > at;

/** A rule's moment: if the raid still comes, is stronger, and the commander has not acted, the rule acts. */
const contingencyApply: TimelineKindDef['apply'] = async (ctx) => {
  const { trx, row, state } = ctx;
  const at = ctx.event.dueAt;
  const { ruleId, marchId } = ctx.event.payload as z.infer<typeof Payload>;
  const rule = ruleId ? (await rulesOf(trx, row.id)).find((r) => r.id === ruleId) : NOW_RULE;
  const m = await findMarchForUpdate(trx, marchId);
  if (!rule || !m || !comingAt(m, row.id, at)) return { state };
  // a rally flies as one: the forecast weighs every member's units (each with its own stats)
  const attacking = m.rally_id
    ? (await marchesOfRallies(trx, [m.rally_id])).filter((r) => comingAt(r, row.id, at))
    : [m];
  const stationed = await stationedAt(trx, row.id, at);
  const input = forecastInput({
    attackers: attacking.map((a) => ({
      attackerId: a.profile_id,
      units: a.units as UnitCounts,
      stats: a.attacker_stats as Parameters<typeof forecastInput>[0]['attackers'][number]['stats'],
    })),
    defender: hostSide(state, row.speed, at, row.profile_id, stationed.contingents),
    plunderable: raidPlunderable(state),
  });
  const action = (['shield', 'ally', 'recall'] as const).find((a) => a === rule.action) ?? 'evacuate';
  const fires = contingencyFires({
    // "Evade now": the commander judged the raid; a rule asks the forecast
    stronger: ruleId ? attackerPrevails(input) : true,
    shielded: isShielded(state, at),
    garrison: unitTotal(state.units),
    action,
  });
  if (!fires) return { state };
  const attacker = (await profileNames(trx, [m.profile_id])).get(m.profile_id) ?? '';
  const report = (data: Record<string, unknown>) =>
    fileReport(trx, {
      profileId: row.profile_id,
      kind: 'notice',
      data: {
        reason: 'contingency',
        action,
        by: ruleId ? 'rule' : 'now',
        attacker,
        landsAt: m.arrives_at.getTime(),
        target: { x: row.x, y: row.y, kind: 'solar-system', level: 0 },
        ...data,
      },
      at,
    });
  if (action === 'recall') {
    const back = await recallGatherers(ctx);
    if (back.fleets > 0) await report({ fleets: back.fleets, returnsAt: back.lastHome });
    return { state };
  }
  if (action === 'shield') {
    // a shield taken down less than 30 minutes ago: none can go up yet, and the commander hears so
    const check = checkShield(state, at);
    if (!check.ok) {
      if (check.reason === 'REARMING') await report({ item: null, rearmsAt: check.until });
      return { state };
    }
    for (const d of contingencyShields())
      if (await takeItems(trx, row.profile_id, d.type, 1)) {
        await report({ item: d.type });
        return { state: { ...state, shieldUntil: at + d.ms } };
      }
    await report({ item: null });
    return { state };
  }
  const orbitUntil = m.arrives_at.getTime() + EVACUATION_GRACE_MS;
  let refused: { ally: string; refusal: string } | undefined;
  if (action === 'ally' && 'ally_profile_id' in rule) {
    const sent = await sendToAlly(ctx, rule);
    if (sent.ok) {
      // ground units no ship seats go to the home planet's orbit: the raider finds nothing
      const rest = unitTotal(sent.state.units) > 0 ? await evacuate({ ...ctx, state: sent.state }, orbitUntil) : null;
      await report({
        ally: sent.ally,
        units: sent.units,
        arrivesAt: sent.arrivesAt,
        ...(rest ? { orbit: rest.units, returnsAt: rest.returnsAt } : {}),
      });
      return { state: rest?.state ?? sent.state };
    }
    // refused (no longer allies, no room, no slot…): the fleet goes to the home planet's orbit instead
    refused = { ally: sent.ally, refusal: sent.refusal };
  }
  const out = await evacuate(ctx, orbitUntil);
  await report({ ...refused, fallback: refused ? 'evacuate' : undefined, units: out.units, returnsAt: out.returnsAt });
  return { state: out.state };
};

export const contingencyTimelineKind: TimelineKindDef = {
  kind: CONTINGENCY_EVENT,
  payload: Payload,
  apply: contingencyApply,
};
