/**
 * The look at a commander's absence falls due (decision 068): the base is locked and settled to
 * that instant, and an `inactivity` event due then goes on its timeline and is applied at once,
 * in order with whatever else is due there.
 */
import { z } from 'zod';
import { lockAndSettle } from '../../kernel/index.ts';
import type { Db } from '../../platform/db.ts';
import type { TaskFactory } from '../../platform/jobs.ts';
import { scheduleEvent } from '../../platform/timeline.ts';
import { baseIdOfProfile } from '../bases/index.ts';
import { INACTIVITY_EVENT, LOOK_TASK } from './steps.ts';

const LookPayload = z.object({ profileId: z.string().uuid(), at: z.number() });

export async function lookAt(db: Db, profileId: string, at: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const baseId = await baseIdOfProfile(trx, profileId);
    if (!baseId) return;
    const b = await lockAndSettle(trx, baseId, at);
    if (!b) return;
    // a read may have settled the base a moment past the look: the event falls then
    const when = Math.max(at, b.state.settledAt);
    await scheduleEvent(trx, { baseId, kind: INACTIVITY_EVENT, payload: {}, startsAt: when, dueAt: when });
    await lockAndSettle(trx, baseId, when);
  });
}

export const inactivityTasks: TaskFactory = ({ db }) => ({
  [LOOK_TASK]: async (raw) => {
    const { profileId, at } = LookPayload.parse(raw);
    await lookAt(db, profileId, at);
  },
});
