/**
 * The server's check at every call a sitter makes for the owner's base (decision 066): a grant in
 * force now, else 'You are not sitting this base'; a command on the allow-list
 * (src/game/sitting-commands.ts), else 'A sitter cannot do this' — and the grant again under the
 * owner's base lock, in the command's transaction (`recheck`), so a revoke racing the command either
 * commits first and refuses it, or waits for it on the grant's row. A sitter's command is written,
 * in that same transaction, to the owner's sitting log with who did it, and to the owner's evidence
 * ledger (kind `sitter`; the amounts the command moved are in its own entries, each naming the
 * sitter): it commits with the command, or is rolled back with it.
 */
import { sitterCall } from '../../game/index.ts';
import type { SittingGate } from '../../platform/trpc.ts';
import { basePositionOfProfile } from '../bases/index.ts';
import { recordMove } from '../ledger/index.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';
import { sittingErrors } from './errors.ts';
import { grantInForce, insertLog } from './repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** a log line keeps the command's input when it is small (ids, counts), else nothing of it */
const DETAIL_MAX_CHARS = 500;

const detailOf = (input: unknown): Record<string, unknown> => {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  const text = JSON.stringify(input);
  return text.length <= DETAIL_MAX_CHARS ? (input as Record<string, unknown>) : {};
};

export const sittingGate: SittingGate = {
  async admit(ctx, ownerId, path, kind) {
    if (!UUID.test(ownerId)) throw sittingErrors.ended();
    const grant = await grantInForce(ctx.db, ownerId, ctx.profileId, new Date(ctx.clock.now()));
    if (!grant) throw sittingErrors.ended();
    const where = sitterCall({ kind, path });
    if (where === 'refused') throw sittingErrors.cannot();
    return where;
  },
  async seat(ctx, ownerId) {
    if (!UUID.test(ownerId)) throw sittingErrors.ended();
    const grant = await grantInForce(ctx.db, ownerId, ctx.profileId, new Date(ctx.clock.now()));
    if (!grant) throw sittingErrors.ended();
    return grant.ends_at.getTime();
  },
  async recheck(ctx, ownerId, trx) {
    const grant = await grantInForce(trx, ownerId, ctx.profileId, new Date(ctx.clock.now()), { share: true });
    if (!grant) throw sittingErrors.ended();
  },
  async record(ctx, ownerId, path, input, ex) {
    await insertLog(ex, {
      owner_id: ownerId,
      sitter_id: ctx.profileId,
      sitter_account_id: ctx.session?.accountId ?? '',
      action: path,
      detail: detailOf(input),
      at: new Date(ctx.clock.now()),
    });
    const base = await basePositionOfProfile(ex, ownerId);
    if (!base) return;
    const world = await worldOfProfile(ex, ownerId);
    const name = (await profileNames(ex, [ctx.profileId])).get(ctx.profileId) ?? '';
    await recordMove(ex, {
      base: { id: base.id, profile_id: ownerId, world_id: world.worldId },
      kind: 'sitter',
      cause: path,
      resources: {},
      at: ctx.clock.now(),
      details: { sitter: ctx.profileId, sitterName: name },
    });
  },
};
