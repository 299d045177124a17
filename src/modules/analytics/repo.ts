import { sql } from 'kysely';
import { type Executor, tables } from '../../platform/db.ts';

export interface AnalyticsTables {
  page_views: { day: string; path: string; views: number };
}

const q = (ex: Executor) => tables<AnalyticsTables>(ex);

/** One more view of `path` on `day`, atomic under concurrent requests. */
export async function countView(ex: Executor, day: string, path: string) {
  await q(ex)
    .insertInto('page_views')
    .values({ day, path, views: 1 })
    .onConflict((oc) => oc.columns(['day', 'path']).doUpdateSet({ views: sql`page_views.views + 1` }))
    .execute();
}

export function viewsSince(ex: Executor, day: string) {
  return q(ex)
    .selectFrom('page_views')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'path', 'views'])
    .where('day', '>=', day)
    .orderBy('day', 'desc')
    .orderBy('views', 'desc')
    .execute();
}
