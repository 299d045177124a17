/**
 * A grant that runs out (decision 066): an event on the owner's base at the grant's end, written
 * with the grant. When it applies (once, under the base's lock, as every timeline event) and the
 * grant was not revoked first, `sitting-ended` is pushed to the sitter — their tab on the base goes
 * back to their own, as on a revoke — and to the owner, whose Sitters panel reads again. A revoke
 * pushes itself; the event then finds the grant revoked and says nothing.
 */
import { z } from 'zod';
import type { TimelineHandler, TimelineKindDef } from '../../kernel/index.ts';
import { publish } from '../../platform/pubsub.ts';
import { grantForEnd } from './repo.ts';

export const SITTING_END_EVENT = 'sitting-end';

const sittingEnds: TimelineHandler = async ({ trx, state, event }) => {
  const { grantId } = event.payload as { grantId: string };
  // the grant's row locked: a revoke in flight is waited for, then seen
  const grant = await grantForEnd(trx, grantId);
  if (!grant || grant.revoked_at !== null) return { state };
  await publish(trx, { profileId: grant.sitter_id, kind: 'sitting-ended', data: { ownerId: grant.owner_id } });
  await publish(trx, { profileId: grant.owner_id, kind: 'sitting-ended', data: { ownerId: grant.owner_id } });
  return { state };
};

export const sittingTimelineKind: TimelineKindDef = {
  kind: SITTING_END_EVENT,
  payload: z.object({ grantId: z.string().uuid() }),
  apply: sittingEnds,
};
