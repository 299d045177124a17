/**
 * A leader or officer calls an operation off (decision 071): it leaves every member's list, and each
 * member's reminder finds it cancelled at its second and stays silent (the handler's check), so no
 * member is reminded of it. Cancelled once: a second call answers "Operation not found".
 */
import type { Trx } from '../../platform/db.ts';
import { platformError } from '../../platform/errors.ts';
import { membershipOf } from '../alliances/index.ts';
import { announceToAlliance } from '../allyhelp/index.ts';
import { allyOpsErrors } from './errors.ts';
import { findOperation, markCancelled } from './repo.ts';

export async function cancelOperation(trx: Trx, profileId: string, operationId: string, now: number) {
  const me = await membershipOf(trx, profileId);
  if (!me) throw platformError('NOT_MEMBER');
  if (me.role === 'member') throw allyOpsErrors.plan('ROLE');
  const op = await findOperation(trx, operationId);
  if (!op || op.alliance_id !== me.alliance_id) throw allyOpsErrors.notFound();
  // the conditional update is the "once": of two calls racing, one sets it and the other is refused
  if (!(await markCancelled(trx, op.id, new Date(now)))) throw allyOpsErrors.notFound();
  await announceToAlliance(trx, me.alliance_id, 'operation');
}
