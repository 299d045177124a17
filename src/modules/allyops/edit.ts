/**
 * A leader or officer changes an operation's landing second and targets (decision 071). The same
 * checks as planning hold; waves that left already forbid any change. Every planned wave gets its
 * launch second again from where its base stands and its units (the same `travelMs`), or the edit is
 * refused naming the member whose wave could not land by the new second (with the earliest second all
 * of them could). A wave whose target the edit took away is dropped (its member may join again). Each
 * member's reminder is moved, not added: the pending event gets its new second (a reminder that came
 * already is written anew), so no reminder of the old second comes after the edit. Members hear of
 * it by the `alliance-ops` push.
 */
import { checkOperationPlan, type AllianceRole, planWave, travelMs } from '../../game/index.ts';
import { lockAndSettleMany, type SettledBase } from '../../kernel/index.ts';
import type { Trx } from '../../platform/db.ts';
import { platformError } from '../../platform/errors.ts';
import { cancelEvent, rescheduleEvent, scheduleEvent, type TimelineEvent } from '../../platform/timeline.ts';
import { membershipOf } from '../alliances/index.ts';
import { announceToAlliance } from '../allyhelp/index.ts';
import { basePositions } from '../bases/index.ts';
import { profileNames } from '../worlds/index.ts';
import { allyOpsErrors } from './errors.ts';
import { dropWave, lockOperation, replanWave, rewriteOperation, wavesOf } from './repo.ts';
import { OPERATION_REMINDER_EVENT, resolveTargets } from './service.ts';

export interface OperationEdit {
  operationId: string;
  targets: { x: number; y: number }[];
  landsAt: number;
}

const remindersOf = (b: SettledBase, operationId: string): TimelineEvent[] =>
  b.pending.filter(
    (e) => e.kind === OPERATION_REMINDER_EVENT && (e.payload as { operationId?: string })?.operationId === operationId,
  );

export async function editOperation(trx: Trx, profileId: string, input: OperationEdit, now: number) {
  const me = await membershipOf(trx, profileId);
  if (!me) throw platformError('NOT_MEMBER');
  const check = checkOperationPlan(me.role as AllianceRole, input.targets.length, input.landsAt, now);
  if (!check.ok) throw allyOpsErrors.plan(check.reason);
  const op = await lockOperation(trx, input.operationId, 'update');
  if (!op || op.alliance_id !== me.alliance_id || op.cancelled_at) throw allyOpsErrors.notFound();
  const waves = await wavesOf(trx, [op.id]);
  if (waves.some((w) => w.status !== 'planned')) throw allyOpsErrors.editLeft();

  const landsAt = Math.round(input.landsAt / 1000) * 1000;
  const targets = await resolveTargets(trx, profileId, input.targets);
  const indexOf = (old: number) => {
    const t = op.targets[old];
    return t ? targets.findIndex((n) => n.x === t.x && n.y === t.y) : -1;
  };
  // the members' bases, in id order, each settled to now (a reminder due by now has come already)
  const homes = await basePositions(trx, { profileIds: waves.map((w) => w.profile_id) });
  const settled = await lockAndSettleMany(
    trx,
    homes.map((h) => h.id),
    now,
  );
  const baseOf = new Map([...settled.values()].map((b) => [b.row.profile_id, b]));

  const replans: {
    wave: (typeof waves)[number];
    home: SettledBase;
    target: number;
    launchAt: number;
    remindAt: number;
  }[] = [];
  const tooSlow: { profileId: string; earliest: number }[] = [];
  for (const wave of waves) {
    const home = baseOf.get(wave.profile_id);
    const target = indexOf(wave.target);
    if (!home || target < 0) {
      if (!(await dropWave(trx, op.id, wave.profile_id))) throw allyOpsErrors.editLeft();
      if (home) for (const e of remindersOf(home, op.id)) await cancelEvent(trx, e);
      continue;
    }
    const plan = planWave(now, landsAt, travelMs(home.row, targets[target]!, wave.units, home.row.speed));
    if (!plan.ok) tooSlow.push({ profileId: wave.profile_id, earliest: plan.earliestLanding });
    else replans.push({ wave, home, target, launchAt: plan.launchAt, remindAt: plan.remindAt });
  }
  if (tooSlow.length > 0) {
    const slowest = tooSlow.reduce((a, b) => (b.earliest > a.earliest ? b : a));
    const name = (await profileNames(trx, [slowest.profileId])).get(slowest.profileId) ?? '';
    throw allyOpsErrors.editTooEarly(name, slowest.earliest);
  }

  await rewriteOperation(trx, op.id, targets, new Date(landsAt));
  for (const r of replans) {
    const moved = await replanWave(trx, op.id, r.wave.profile_id, {
      target: r.target,
      travel_ms: landsAt - r.launchAt,
      launch_at: new Date(r.launchAt),
    });
    if (!moved) throw allyOpsErrors.editLeft();
    const [pending, ...extra] = remindersOf(r.home, op.id);
    for (const e of extra) await cancelEvent(trx, e);
    if (pending) await rescheduleEvent(trx, pending, r.remindAt);
    // the reminder came already: a new one only when the launch second moved
    else if (r.launchAt !== r.wave.launch_at.getTime())
      await scheduleEvent(trx, {
        baseId: r.home.row.id,
        kind: OPERATION_REMINDER_EVENT,
        payload: { operationId: op.id },
        startsAt: now,
        dueAt: r.remindAt,
      });
  }
  await announceToAlliance(trx, me.alliance_id, 'operation');
}
