/**
 * The alliance operations planner (decision 071): a leader or officer picks targets and the second
 * the waves land; each member who joins gets a launch second from their fleet's slowest ship and
 * the world's speed (`travelMs`, as the send dialog shows it). A wave lands within the window
 * [landsAt, landsAt + OPERATION_WINDOW_MS] when it leaves within as long after its launch second;
 * a member whose fleet cannot land by the second is refused, with the earliest landing they could make.
 */
import type { AllianceRole } from './alliances.ts';

/** How long after the landing second a wave still counts as on time (and so how late it may leave). */
export const OPERATION_WINDOW_MS = 60_000;
/** The reminder comes this long before a member's launch second. */
export const OPERATION_REMINDER_MS = 60_000;
export const OPERATION_MAX_TARGETS = 5;
/** How far ahead an operation may be planned. */
export const OPERATION_MAX_AHEAD_MS = 7 * 24 * 3_600_000;

/** Leaders and officers plan operations. */
export const mayPlanOperation = (role: AllianceRole) => role !== 'member';

export type WavePlan =
  | { ok: true; launchAt: number; remindAt: number }
  | { ok: false; reason: 'TOO_LATE'; earliestLanding: number };

/** When a wave with this flight time leaves to land at `landsAt`; refused when it cannot make it from `now`. */
export function planWave(now: number, landsAt: number, travelMs: number): WavePlan {
  if (!Number.isFinite(travelMs) || now + travelMs > landsAt)
    return { ok: false, reason: 'TOO_LATE', earliestLanding: now + travelMs };
  const launchAt = landsAt - travelMs;
  return { ok: true, launchAt, remindAt: Math.max(now, launchAt - OPERATION_REMINDER_MS) };
}

export type LaunchCheck =
  | { ok: true; landsAt: number }
  | { ok: false; reason: 'TOO_EARLY'; launchAt: number }
  | { ok: false; reason: 'MISSED'; landsAt: number };

/** May a wave leave now, to land within the window? Early is refused (it would land before the others). */
export function checkLaunch(now: number, landsAt: number, travelMs: number): LaunchCheck {
  const lands = now + travelMs;
  if (lands < landsAt) return { ok: false, reason: 'TOO_EARLY', launchAt: landsAt - travelMs };
  if (lands > landsAt + OPERATION_WINDOW_MS) return { ok: false, reason: 'MISSED', landsAt: lands };
  return { ok: true, landsAt: lands };
}

export type OperationPlanCheck =
  | { ok: true }
  | { ok: false; reason: 'ROLE' | 'NO_TARGETS' | 'TOO_MANY_TARGETS' | 'LANDING_PAST' | 'LANDING_TOO_FAR' };

export function checkOperationPlan(
  role: AllianceRole,
  targets: number,
  landsAt: number,
  now: number,
): OperationPlanCheck {
  if (!mayPlanOperation(role)) return { ok: false, reason: 'ROLE' };
  if (targets < 1) return { ok: false, reason: 'NO_TARGETS' };
  if (targets > OPERATION_MAX_TARGETS) return { ok: false, reason: 'TOO_MANY_TARGETS' };
  if (landsAt <= now) return { ok: false, reason: 'LANDING_PAST' };
  if (landsAt > now + OPERATION_MAX_AHEAD_MS) return { ok: false, reason: 'LANDING_TOO_FAR' };
  return { ok: true };
}
