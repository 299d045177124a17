/**
 * The rules and the news: pages admins write in markdown and everyone reads (/rules,
 * /news). The server stores the text as written; the browser renders it with raw HTML turned off, so
 * nothing an admin types runs as markup. Each change is audit-logged with the text before and after.
 */
import { type Executor, tables, type Trx } from '../../platform/db.ts';
import type { Session } from '../../platform/trpc.ts';
import { recordAdminAction } from '../audit/index.ts';
import { pagesError } from './errors.ts';

export const PAGE_SLUGS = ['rules', 'news'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];
export const MAX_PAGE = 20_000;

export interface PagesTables {
  site_pages: { slug: string; body: string; updated_at: Date; updated_by: string };
}

export interface PageView {
  slug: PageSlug;
  /** markdown; empty when nobody wrote the page yet */
  body: string;
  updatedAt: number | null;
}

export async function readPage(ex: Executor, slug: PageSlug): Promise<PageView> {
  const r = await tables<PagesTables>(ex)
    .selectFrom('site_pages')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  return { slug, body: r?.body ?? '', updatedAt: r?.updated_at.getTime() ?? null };
}

export async function writePage(
  trx: Trx,
  admin: Pick<Session, 'accountId' | 'username'>,
  input: { slug: PageSlug; body: string; reason: string },
  now: number,
): Promise<PageView> {
  if (input.body.length > MAX_PAGE) throw pagesError('PAGE_TOO_LONG', { field: 'body', max: MAX_PAGE });
  const before = await tables<PagesTables>(trx)
    .selectFrom('site_pages')
    .select('body')
    .where('slug', '=', input.slug)
    .forUpdate()
    .executeTakeFirst();
  await tables<PagesTables>(trx)
    .insertInto('site_pages')
    .values({ slug: input.slug, body: input.body, updated_at: new Date(now), updated_by: admin.username })
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet({ body: input.body, updated_at: new Date(now), updated_by: admin.username }),
    )
    .execute();
  await recordAdminAction(
    trx,
    admin,
    'page-edit',
    input.slug,
    { reason: input.reason, before: { body: before?.body ?? '' }, after: { body: input.body } },
    now,
  );
  return { slug: input.slug, body: input.body, updatedAt: now };
}
