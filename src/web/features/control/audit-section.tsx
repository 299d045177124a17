import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';

/** What an entry's details say, in one line: the reason first, then each value that changed (before → after). */
export function detailsLine(details: string | null): string {
  if (!details) return '';
  let d: Record<string, unknown>;
  try {
    d = JSON.parse(details) as Record<string, unknown>;
  } catch {
    return details;
  }
  // epoch milliseconds (an end time, a moment) read as a UTC time
  const show = (v: unknown) =>
    v === null || v === undefined
      ? '—'
      : typeof v === 'number' && v > 1e12
        ? `${new Date(v).toISOString().slice(0, 16).replace('T', ' ')} UTC`
        : typeof v === 'object'
          ? JSON.stringify(v)
          : String(v);
  const parts: string[] = [];
  if (typeof d.reason === 'string') parts.push(d.reason);
  const before = d.before;
  const after = d.after;
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    const b = before as Record<string, unknown>;
    const a = after as Record<string, unknown>;
    for (const k of new Set([...Object.keys(b), ...Object.keys(a)]))
      if (show(b[k]) !== show(a[k])) parts.push(`${k}: ${show(b[k])} → ${show(a[k])}`);
  } else if (before !== undefined || after !== undefined) parts.push(`${show(before)} → ${show(after)}`);
  for (const [k, v] of Object.entries(d))
    if (!['reason', 'before', 'after'].includes(k)) parts.push(`${k}: ${show(v)}`);
  return parts.join(' · ');
}

/** Every admin action, newest first, with its reason and what it changed. */
export function AuditSection() {
  const { t, i18n } = useTranslation();
  const q = useQuery({
    queryKey: ['admin-audit'],
    queryFn: () =>
      gql(
        graphql(
          'query Audit { adminAuditLog { id at adminUsername action target targetName targetProfileId details } }',
        ),
      ),
  });
  return (
    <div className="table-wrap">
      <table className="audit-table">
        <thead>
          <tr>
            <th>{t('control.when')}</th>
            <th>{t('control.admin')}</th>
            <th>{t('control.action')}</th>
            <th>{t('control.target')}</th>
            <th>{t('control.details')}</th>
          </tr>
        </thead>
        <tbody>
          {q.data?.adminAuditLog.map((e) => (
            <tr key={e.id}>
              <td className="num" data-label={t('control.when')}>
                {new Date(e.at).toLocaleString(i18n.resolvedLanguage)}
              </td>
              <td data-label={t('control.admin')}>{e.adminUsername}</td>
              <td data-label={t('control.action')}>{e.action}</td>
              <td data-label={t('control.target')} className="audit-target">
                {/* a commander or account by name, linked to its page; anything else as written */}
                {e.targetName && e.targetProfileId ? (
                  <Link to="/control/player/$userProfileId" params={{ userProfileId: e.targetProfileId }}>
                    {e.targetName}
                  </Link>
                ) : (
                  (e.targetName ?? e.target)
                )}
              </td>
              <td className="audit-details" data-label={t('control.details')}>
                {detailsLine(e.details)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {q.data?.adminAuditLog.length === 0 && <p className="empty">{t('control.noAudit')}</p>}
    </div>
  );
}
