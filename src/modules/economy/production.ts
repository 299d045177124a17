/**
 * Production and upkeep for the economy page (decision 090): never in the ledger, as they accrue
 * continuously; each base hands over what it produced and ate when it is saved (the bases module's
 * `onBaseFlows`, set by the composition root), and it is added to the base's row of the day.
 */
import type { BaseFlows } from '../bases/index.ts';
import type { Trx } from '../../platform/db.ts';
import { addFlows } from './repo.ts';

export async function countProduction(trx: Trx, f: BaseFlows): Promise<void> {
  await addFlows(trx, f.worldId, f.baseId, f.days);
}
