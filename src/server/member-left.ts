/**
 * What happens when a commander is out of an alliance (left or kicked): the alliances module
 * enqueues MEMBER_LEFT_TASK in the same transaction; this task hands it to each module that cares
 * (reinforcements home, rallies), one after the other. Listeners are idempotent: a failed listener
 * fails the job and graphile-worker runs them all again.
 */
import { MEMBER_LEFT_TASK, MemberLeft, membersOf } from '../modules/alliances/index.ts';
import { AlliesParted, DIPLOMACY_ALLIES_PARTED } from '../modules/diplomacy/index.ts';
import { reinforcementsOnMemberLeft } from '../modules/marches/index.ts';
import { ralliesOnMemberLeft } from '../modules/rallies/index.ts';
import type { Db } from '../platform/db.ts';
import type { TaskFactory } from '../platform/jobs.ts';

export type MemberLeftListener = (db: Db, left: MemberLeft, now: number) => Promise<void>;

/** The listeners, in order. */
const LISTENERS: MemberLeftListener[] = [ralliesOnMemberLeft, reinforcementsOnMemberLeft];

export const memberLeftTasks: TaskFactory = (deps) => ({
  [MEMBER_LEFT_TASK]: async (payload) => {
    const left = MemberLeft.parse(payload);
    for (const listen of LISTENERS) await listen(deps.db, left, deps.clock.now());
  },
  // two alliances no longer allies (decision 070): each member's reinforcements between them go home
  [DIPLOMACY_ALLIES_PARTED]: async (payload) => {
    const { a } = AlliesParted.parse(payload);
    for (const m of await membersOf(deps.db, a))
      await reinforcementsOnMemberLeft(deps.db, { profileId: m.profile_id, allianceId: a }, deps.clock.now());
  },
});
