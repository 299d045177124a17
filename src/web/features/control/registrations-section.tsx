import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';

interface Account {
  id: string;
  username: string;
  email: string;
  status: string;
  referral: string | null;
  createdAt: string;
}
const STATUSES = ['pending', 'approved', 'active', 'denied'] as const;

const REVIEW = {
  approveRegistration: graphql(
    'mutation Approve($id: ID!) { done: approveRegistration(accountId: $id) { id status } }',
  ),
  denyRegistration: graphql('mutation Deny($id: ID!) { done: denyRegistration(accountId: $id) { id status } }'),
};

export function RegistrationsSection() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [status, setStatus] = useState<string>('pending');
  const q = useQuery({
    queryKey: ['admin-registrations', status],
    queryFn: () =>
      gql(
        graphql(
          'query Regs($s: String) { adminRegistrations(status: $s) { id username email status referral createdAt } }',
        ),
        { s: status },
      ),
  });
  const act = async (mutation: keyof typeof REVIEW, a: Account) => {
    await gql(REVIEW[mutation], { id: a.id });
    notify(
      'success',
      t(mutation === 'approveRegistration' ? 'control.approved' : 'control.denied', { name: a.username }),
    );
    await qc.invalidateQueries({ queryKey: ['admin-registrations'] });
  };
  return (
    <>
      <div className="row filters">
        <label>
          {t('control.status')}{' '}
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`control.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>{t('control.username')}</th>
              <th>{t('control.email')}</th>
              <th>{t('control.referral')}</th>
              <th>{t('control.registered')}</th>
              <th>{t('control.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {q.data?.adminRegistrations.map((a) => (
              <tr key={a.id}>
                <td>{a.username}</td>
                <td>{a.email}</td>
                <td>{a.referral ?? '—'}</td>
                <td className="num">{new Date(a.createdAt).toLocaleString(i18n.resolvedLanguage)}</td>
                <td className="actions">
                  {a.status === 'pending' && (
                    <>
                      <button
                        type="button"
                        className="btn btn-accent"
                        onClick={() => void act('approveRegistration', a).catch(() => {})}
                      >
                        {t('control.approve')}
                      </button>
                      <ConfirmButton
                        label={t('control.deny')}
                        question={t('control.confirmDeny', { name: a.username })}
                        onConfirm={() => act('denyRegistration', a).catch(() => {})}
                      />
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {q.data?.adminRegistrations.length === 0 && <p className="empty">{t('control.noRegistrations')}</p>}
      </div>
    </>
  );
}
