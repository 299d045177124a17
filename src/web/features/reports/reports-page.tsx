/**
 * /reports: newest first, unread ones marked; opening one reads it. Folders (combat, espionage,
 * economy, alliance, system) with their unread counts, a view (inbox, unread, to claim, archive),
 * and a selection to archive or delete (decision 044).
 */
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BASE_KEY } from '../../lib/base-data.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql, type ResultOf } from '../../lib/graphql-doc.ts';
import { itemName } from '../../lib/items-data.ts';
import { mergePage } from '../../lib/merge-list.ts';
import { useGameKey } from '../../lib/query-keys.ts';
import { notify } from '../../lib/toast.tsx';
import { reportTitle, rewardsText } from './report-data.ts';
import { ReportSelectionBar } from './report-selection.tsx';

export const REPORT_FOLDERS = ['combat', 'espionage', 'economy', 'alliance', 'system'] as const;
const VIEWS = ['inbox', 'unread', 'claimable', 'archived'] as const;
const PAGE = 50;
const REPORTS = graphql(
  'query Reports($folder: ReportFolderName, $view: ReportListView, $before: ID) { reports(limit: 50, folder: $folder, view: $view, before: $before) { id kind createdAt read data rewards claimedAt folder archived } }',
);
type View = (typeof VIEWS)[number];
type Folder = (typeof REPORT_FOLDERS)[number];

type ReportPage = ResultOf<typeof REPORTS>['reports'];

export default function ReportsPage() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [folder, setFolder] = useState<Folder | null>(null);
  const [view, setView] = useState<View>('inbox');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const q = useInfiniteQuery({
    queryKey: useGameKey(['reports', folder ?? 'all', view]),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => (await gql(REPORTS, { folder, view, before: pageParam })).reports,
    // a full page may have older ones behind it: the next page starts after its last report
    getNextPageParam: (last) => (last.length === PAGE ? (last.at(-1)?.id ?? null) : null),
  });
  const folders = useQuery({
    queryKey: useGameKey(['reports', 'folders']),
    queryFn: async () =>
      (await gql(graphql('query ReportFolders { reportFolders { folder total unread } }'))).reportFolders,
  });
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: ['reports'] });
    void qc.invalidateQueries({ queryKey: ['me'] });
  };
  const claim = async (reportId?: string) => {
    try {
      const r = reportId
        ? (
            await gql(
              graphql(
                'mutation Claim($id: ID!) { claimReward(reportId: $id) { reports resources { type count } items { type count } } }',
              ),
              { id: reportId },
            )
          ).claimReward
        : (
            await gql(
              graphql(
                'mutation ClaimAll { claimAllRewards { reports resources { type count } items { type count } } }',
              ),
            )
          ).claimAllRewards;
      const what = [
        ...r.resources.map((x) => `${x.count.toLocaleString()} ${t(`resources.${x.type}`)}`),
        ...r.items.map((x) => `${x.count} × ${itemName(t, x.type)}`),
      ].join(', ');
      notify('rewards', t('reports.claimed', { what }));
    } catch {
      // the server's reason was shown
    } finally {
      void qc.invalidateQueries({ queryKey: ['reports'] });
      void qc.invalidateQueries({ queryKey: BASE_KEY });
      void qc.invalidateQueries({ queryKey: ['backpack'] });
    }
  };
  const when = (at: number) => new Date(at).toLocaleString(i18n.language);
  const markAll = async () => {
    await gql(graphql('mutation ReadAll { markAllReportsRead }'));
    refresh();
  };
  // older pages follow the newer ones, each report once (spec 3's merging of paged lists)
  const reports = (q.data?.pages ?? []).reduce<ReportPage>((shown, page, i) => mergePage(shown, page, i, 'id'), []);
  const claimable = reports.filter((r) => r.rewards && !r.claimedAt);
  const chosen = reports.filter((r) => selected.has(r.id));
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const pick = (f: Folder | null, v: View) => {
    setFolder(f);
    setView(v);
    setSelected(new Set());
  };
  const unreadIn = (f: string) => folders.data?.find((x) => x.folder === f)?.unread ?? 0;
  return (
    <section className="page">
      <div className="row spread-tight">
        <h1>{t('reports.title')}</h1>
        <span className="row">
          {claimable.length > 0 && (
            <button type="button" className="btn btn-accent" onClick={() => void claim()}>
              {t('reports.claimAll', { count: claimable.length })}
            </button>
          )}
          {reports.some((r) => !r.read) && (
            <button type="button" className="btn btn-ghost" onClick={() => void markAll()}>
              {t('reports.markAll')}
            </button>
          )}
        </span>
      </div>
      <nav className="tabs report-folders" aria-label={t('reports.folders')}>
        <button
          type="button"
          className={folder === null ? 'active' : ''}
          aria-pressed={folder === null}
          onClick={() => pick(null, view)}
        >
          {t('reports.folder.all')}
        </button>
        {REPORT_FOLDERS.map((f) => (
          <button
            key={f}
            type="button"
            className={folder === f ? 'active' : ''}
            aria-pressed={folder === f}
            data-folder={f}
            onClick={() => pick(f, view)}
          >
            {t(`reports.folder.${f}`)}
            {unreadIn(f) > 0 && (
              <>
                <span className="count num" aria-hidden="true">
                  {unreadIn(f)}
                </span>
                <span className="sr-only">{t('reports.unreadCount', { count: unreadIn(f) })}</span>
              </>
            )}
          </button>
        ))}
      </nav>
      <div className="row report-tools">
        <label className="row">
          <span className="hint">{t('reports.show')}</span>
          <select value={view} onChange={(e) => pick(folder, e.target.value as View)} aria-label={t('reports.show')}>
            {VIEWS.map((v) => (
              <option key={v} value={v}>
                {t(`reports.view.${v}`)}
              </option>
            ))}
          </select>
        </label>
        <ReportSelectionBar
          chosen={chosen}
          archivedView={view === 'archived'}
          onDone={() => {
            setSelected(new Set());
            refresh();
          }}
        />
      </div>
      {q.isPending ? (
        <p>{t('loading')}</p>
      ) : reports.length === 0 ? (
        <p className="panel empty">
          {folder === null && view === 'inbox' ? t('reports.empty') : t('reports.emptyFiltered')}
        </p>
      ) : (
        <ul className="report-list panel" data-testid="reports">
          {reports.map((r) => (
            <li key={r.id} className={r.read ? 'report-item' : 'report-item unread'} data-kind={r.kind}>
              <div className="report-line">
                <input
                  type="checkbox"
                  className="report-pick"
                  checked={selected.has(r.id)}
                  onChange={() => toggle(r.id)}
                  aria-label={t('reports.select', { title: reportTitle(t, r) })}
                />
                <Link to="/reports/$reportId" params={{ reportId: r.id }}>
                  {!r.read && <span className="dot" aria-hidden="true" />}
                  <span className="grow">{reportTitle(t, r)}</span>
                  {!r.read && <span className="sr-only">{t('reports.unread')}</span>}
                  <span className="tag">{t(`reports.folder.${r.folder}`)}</span>
                  <time className="hint num" dateTime={new Date(r.createdAt).toISOString()}>
                    {when(r.createdAt)}
                  </time>
                </Link>
              </div>
              {r.rewards && (
                <div className="report-reward">
                  <span className="hint">{rewardsText(t, r)}</span>
                  {r.claimedAt ? (
                    <span className="badge ok">{t('reports.claimedBadge')}</span>
                  ) : (
                    <button type="button" className="btn btn-small" onClick={() => void claim(r.id)}>
                      {t('reports.claim')}
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {q.hasNextPage && (
        <button
          type="button"
          className="btn btn-ghost"
          disabled={q.isFetchingNextPage}
          onClick={() => void q.fetchNextPage()}
        >
          {q.isFetchingNextPage ? t('reportBody.loadingOlder') : t('reportBody.olderReports')}
        </button>
      )}
    </section>
  );
}
