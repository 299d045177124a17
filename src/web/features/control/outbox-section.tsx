import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';

/** The mail's text with its web links clickable (activation, unsubscribe): everything else stays text. */
function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <pre className="mail-body">
      {parts.map((p, i) =>
        /^https?:\/\//.test(p) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <a key={i} href={p} target="_blank" rel="noopener noreferrer">
            {p}
          </a>
        ) : (
          p
        ),
      )}
    </pre>
  );
}

/** Every mail the game sent: without SMTP this is where the activation links are read. */
export function OutboxSection() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['admin-outbox'],
    queryFn: () => gql(graphql('query Outbox { adminOutbox { id to subject text kind status error createdAt } }')),
  });
  const [reason, setReason] = useState('');
  const resend = async (id: string) => {
    try {
      await gql(graphql('mutation Resend($m: ID!, $r: String!) { adminResendMail(mailId: $m, reason: $r) }'), {
        m: id,
        r: reason,
      });
      notify('success', t('control.mailQueued'));
      await qc.invalidateQueries({ queryKey: ['admin-outbox'] });
    } catch {
      // the server's reason was shown
    }
  };
  if (q.data?.adminOutbox.length === 0) return <p className="empty">{t('control.noMail')}</p>;
  const failing = q.data?.adminOutbox.some((m) => m.status === 'failed' || m.status === 'queued') ?? false;
  return (
    <>
      {failing && (
        <label className="field">
          <span>{t('control.moderation.reason')}</span>
          <input value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
        </label>
      )}
      <ul className="outbox">
        {q.data?.adminOutbox.map((m) => (
          <li key={m.id} className="mail">
            <details>
              <summary>
                <span className="badge">{m.kind}</span> <strong>{m.subject}</strong> → {m.to} ·{' '}
                <span className="badge">{m.status}</span> ·{' '}
                <span className="num">{new Date(m.createdAt).toLocaleString(i18n.resolvedLanguage)}</span>
              </summary>
              {m.error && <p className="error-box">{m.error}</p>}
              {(m.status === 'failed' || m.status === 'queued') && (
                <button type="button" className="btn btn-ghost btn-small" onClick={() => void resend(m.id)}>
                  {t('control.resendMail')}
                </button>
              )}
              <MailText text={m.text} />
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}
