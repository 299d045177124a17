import type { Generated, Selectable } from 'kysely';
import type { CatalystLevels } from '../../game/index.ts';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface CoresTables {
  ephoran_cores: {
    id: Generated<string>;
    profile_id: string;
    catalysts: CatalystLevels;
    embraced_until: Date | null;
    embrace_ready_at: Date | null;
    created_at: Date;
  };
}
export type CoreRow = Selectable<CoresTables['ephoran_cores']>;

const q = (ex: Executor) => tables<CoresTables>(ex);
const t = (trx: Trx) => tablesTrx<CoresTables>(trx);

export const coresOf = (ex: Executor, profileId: string) =>
  q(ex)
    .selectFrom('ephoran_cores')
    .selectAll()
    .where('profile_id', '=', profileId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
export const coresForUpdate = (trx: Trx, profileId: string) =>
  t(trx)
    .selectFrom('ephoran_cores')
    .selectAll()
    .where('profile_id', '=', profileId)
    .orderBy('created_at')
    .orderBy('id')
    .forUpdate()
    .execute();
export const insertCore = (trx: Trx, c: Omit<CoreRow, 'id' | 'embraced_until' | 'embrace_ready_at'>) =>
  t(trx).insertInto('ephoran_cores').values(c).returningAll().executeTakeFirstOrThrow();
export const updateCore = (
  trx: Trx,
  id: string,
  patch: Partial<Pick<CoreRow, 'catalysts' | 'embraced_until' | 'embrace_ready_at'>>,
) => t(trx).updateTable('ephoran_cores').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
