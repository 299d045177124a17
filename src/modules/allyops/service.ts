/**
 * The operations planner (decision 071): a leader or officer plans targets and a landing second;
 * each member who joins picks targets and units, and the server gives them their launch second
 * (src/game/operations.ts, from `travelMs` as the send dialog shows it). A reminder event on the
 * member's base, a minute before, pushes and alerts them; "launch as planned" sends the wave through
 * the marches module's one send, only within the window, and exactly once (the wave is claimed first).
 */
import { z } from 'zod';
import {
  type AllianceRole,
  checkLaunch,
  checkMarch,
  checkOperationPlan,
  OPERATION_WINDOW_MS,
  planWave,
  travelMs,
  type UnitCounts,
} from '../../game/index.ts';
import { lockAndSettleProfile, type TimelineHandler, type TimelineKindDef } from '../../kernel/index.ts';
import type { Executor, Trx } from '../../platform/db.ts';
import { platformError } from '../../platform/errors.ts';
import { publish } from '../../platform/pubsub.ts';
import { scheduleEvent } from '../../platform/timeline.ts';
import { raiseAlert } from '../alerts/index.ts';
import { membershipOf } from '../alliances/index.ts';
import { announceToAlliance } from '../allyhelp/index.ts';
import { findBaseAt } from '../bases/index.ts';
import { marchRefusal, sendMarch } from '../marches/index.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';
import { allyOpsErrors } from './errors.ts';
import {
  findOperation,
  findWave,
  insertOperation,
  insertWave,
  lockOperation,
  moveWave,
  type OperationTarget,
  operationsOf,
  wavesOf,
} from './repo.ts';

export const OPERATION_REMINDER_EVENT = 'operation-reminder';
/** Operations stay listed this long after they landed (who launched, for the record). */
const LISTED_AFTER_MS = 24 * 3_600_000;

async function myMembership(ex: Executor, profileId: string) {
  const me = await membershipOf(ex, profileId);
  if (!me) throw platformError('NOT_MEMBER');
  return me;
}

/** The targets as the list shows them: each with the commander whose base stands there, when one does. */
export async function resolveTargets(
  ex: Executor,
  profileId: string,
  spots: { x: number; y: number }[],
): Promise<OperationTarget[]> {
  const world = await worldOfProfile(ex, profileId);
  const targets: OperationTarget[] = [];
  for (const t of spots) {
    const base = await findBaseAt(ex, world.worldId, t.x, t.y);
    const name = base ? ((await profileNames(ex, [base.profile_id])).get(base.profile_id) ?? null) : null;
    targets.push({ x: t.x, y: t.y, name });
  }
  return targets;
}

export async function planOperation(
  trx: Trx,
  profileId: string,
  input: { targets: { x: number; y: number }[]; landsAt: number },
  now: number,
) {
  const me = await myMembership(trx, profileId);
  const check = checkOperationPlan(me.role as AllianceRole, input.targets.length, input.landsAt, now);
  if (!check.ok) throw allyOpsErrors.plan(check.reason);
  const targets = await resolveTargets(trx, profileId, input.targets);
  const op = await insertOperation(trx, {
    alliance_id: me.alliance_id,
    created_by: profileId,
    targets,
    lands_at: new Date(Math.round(input.landsAt / 1000) * 1000),
    cancelled_at: null,
    created_at: new Date(now),
  });
  await announceToAlliance(trx, me.alliance_id, 'operation');
  return op.id;
}

/**
 * A member joins with a base's units against one of the targets: refused when the fleet cannot
 * land by the second (with the earliest it could), else given a launch second and a reminder.
 */
export async function joinOperation(
  trx: Trx,
  profileId: string,
  input: { operationId: string; target: number; units: UnitCounts },
  now: number,
) {
  const me = await myMembership(trx, profileId);
  // the operation first (an edit in flight commits before this reads its second), then the base
  const op = await lockOperation(trx, input.operationId, 'share');
  if (!op || op.alliance_id !== me.alliance_id || op.cancelled_at) throw allyOpsErrors.notFound();
  const target = op.targets[input.target];
  if (!target) throw allyOpsErrors.badTarget();
  const b = await lockAndSettleProfile(trx, profileId, now);
  const check = checkMarch(b.state, b.row, target, input.units, 0, 1, b.row.speed);
  if (!check.ok) throw marchRefusal(check);
  const plan = planWave(now, op.lands_at.getTime(), travelMs(b.row, target, check.units, b.row.speed));
  if (!plan.ok) throw allyOpsErrors.tooLate(plan.earliestLanding);
  const joined = await insertWave(trx, {
    operation_id: op.id,
    profile_id: profileId,
    target: input.target,
    units: check.units as Record<string, number>,
    travel_ms: op.lands_at.getTime() - plan.launchAt,
    launch_at: new Date(plan.launchAt),
    status: 'planned',
    march_id: null,
    launched_at: null,
    joined_at: new Date(now),
  });
  if (!joined) throw allyOpsErrors.alreadyJoined();
  await scheduleEvent(trx, {
    baseId: b.row.id,
    kind: OPERATION_REMINDER_EVENT,
    payload: { operationId: op.id },
    startsAt: now,
    dueAt: plan.remindAt,
  });
  await announceToAlliance(trx, me.alliance_id, 'operation');
}

/**
 * "Launch as planned": within the window only (never early: the wave would land before the others;
 * never past it: after them). One transaction: the operation held (an edit waits, or is waited for
 * and read), the wave claimed (planned → launched, one tap wins), the fleet sent through the marches
 * module and the wave marked with it — a refusal or a crash anywhere leaves the wave planned and no
 * fleet out, never a wave stuck half-launched.
 */
export async function launchWave(trx: Trx, profileId: string, operationId: string, now: number) {
  const me = await myMembership(trx, profileId);
  const op = await lockOperation(trx, operationId, 'share');
  if (!op || op.alliance_id !== me.alliance_id || op.cancelled_at) throw allyOpsErrors.notFound();
  const wave = await findWave(trx, operationId, profileId);
  if (!wave) throw allyOpsErrors.notJoined();
  // the claim: a second tap waits on this row and then finds it launched
  if (!(await moveWave(trx, operationId, profileId, 'planned', { status: 'launching' })))
    throw allyOpsErrors.launched();
  const target = op.targets[wave.target] as OperationTarget;
  // sent, then judged by the fleet's own arrival (the server's flight time); outside the window the
  // whole transaction rolls back. The send locks the bases it touches, in id order.
  const march = await sendMarch(trx, profileId, { x: target.x, y: target.y, units: wave.units }, now);
  const check = checkLaunch(now, op.lands_at.getTime(), march.arrivesAt - now);
  if (!check.ok)
    throw check.reason === 'TOO_EARLY' ? allyOpsErrors.tooEarly(check.launchAt) : allyOpsErrors.missed(check.landsAt);
  await moveWave(trx, operationId, profileId, 'launching', {
    status: 'launched',
    march_id: march.id,
    launched_at: new Date(now),
  });
  await announceToAlliance(trx, me.alliance_id, 'operation');
}

export interface OperationView {
  id: string;
  landsAt: number;
  windowMs: number;
  planner: string;
  targets: OperationTarget[];
  waves: {
    commander: string;
    mine: boolean;
    target: number;
    units: { type: string; count: number }[];
    launchAt: number;
    status: string;
    launchedAt: number | null;
  }[];
}

/** The alliance's operations (landing from a day ago on), each with its waves and who launched. */
export async function operationsView(ex: Executor, profileId: string, now: number) {
  const me = await membershipOf(ex, profileId);
  if (!me) return { canPlan: false, operations: [] as OperationView[] };
  const ops = await operationsOf(ex, me.alliance_id, new Date(now - LISTED_AFTER_MS));
  const waves = await wavesOf(
    ex,
    ops.map((o) => o.id),
  );
  const names = await profileNames(ex, [
    ...new Set([...waves.map((w) => w.profile_id), ...ops.map((o) => o.created_by)]),
  ]);
  return {
    canPlan: me.role !== 'member',
    operations: ops.map(
      (o): OperationView => ({
        id: o.id,
        landsAt: o.lands_at.getTime(),
        windowMs: OPERATION_WINDOW_MS,
        planner: names.get(o.created_by) ?? '',
        targets: o.targets,
        waves: waves
          .filter((w) => w.operation_id === o.id)
          .map((w) => ({
            commander: names.get(w.profile_id) ?? '',
            mine: w.profile_id === profileId,
            target: w.target,
            units: Object.entries(w.units).map(([type, count]) => ({ type, count })),
            launchAt: w.launch_at.getTime(),
            status: w.status,
            launchedAt: w.launched_at?.getTime() ?? null,
          })),
      }),
    ),
  };
}

/** A minute before the launch second: the member hears it (push, alert), unless they launched or the operation is gone. */
const remind: TimelineHandler = async ({ trx, row, state, event }) => {
  const { operationId } = event.payload as { operationId: string };
  const [op, wave] = await Promise.all([findOperation(trx, operationId), findWave(trx, operationId, row.profile_id)]);
  if (!op || op.cancelled_at || wave?.status !== 'planned') return { state };
  const target = op.targets[wave.target];
  const data = { operationId, launchAt: wave.launch_at.getTime(), x: target?.x ?? 0, y: target?.y ?? 0 };
  await publish(trx, { profileId: row.profile_id, kind: 'operation-reminder', data });
  await raiseAlert(trx, {
    profileIds: [row.profile_id],
    kind: 'operation',
    // the launch second in the key: an edit that moves it reminds again, a job run twice does not
    sourceId: `${operationId}:${row.profile_id}:${data.launchAt}`,
    data: { target: target?.name ?? `${target?.x}:${target?.y}`, launchAt: data.launchAt, operationId },
    at: event.dueAt,
    expiresAt: data.launchAt + 60_000,
  });
  return { state };
};

export const operationReminderKind: TimelineKindDef = {
  kind: OPERATION_REMINDER_EVENT,
  payload: z.object({ operationId: z.string().uuid() }),
  apply: remind,
};
