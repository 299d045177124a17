import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';

/** Every admin action, newest first. */
export function AuditSection() {
  const { t, i18n } = useTranslation();
  const q = useQuery({
    queryKey: ['admin-audit'],
    queryFn: () => gql<{ adminAuditLog: { id: string; at: string; adminUsername: string; action: string; target: string | null; details: string | null }[] }>('query Audit { adminAuditLog { id at adminUsername action target details } }'),
  });
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th>{t('control.when')}</th>
            <th>{t('control.admin')}</th>
            <th>{t('control.action')}</th>
            <th>{t('control.target')}</th>
          </tr>
        </thead>
        <tbody>
          {q.data?.adminAuditLog.map((e) => (
            <tr key={e.id}>
              <td className="num">{new Date(e.at).toLocaleString(i18n.resolvedLanguage)}</td>
              <td>{e.adminUsername}</td>
              <td>{e.action}</td>
              <td>{e.target}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {q.data?.adminAuditLog.length === 0 && <p className="empty">{t('control.noAudit')}</p>}
    </div>
  );
}
