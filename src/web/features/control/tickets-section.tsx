import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';

interface Ticket {
  id: string;
  subject: string;
  message: string;
  status: string;
  answer: string | null;
  createdAt: string;
  username: string | null;
  email: string | null;
}

export function TicketsSection() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [status, setStatus] = useState('open');
  const q = useQuery({
    queryKey: ['admin-tickets', status],
    queryFn: () =>
      gql(
        graphql(
          'query Tickets($s: String) { adminTickets(status: $s) { id subject message status answer createdAt username email } }',
        ),
        { s: status || null },
      ),
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ['admin-tickets'] });
  return (
    <>
      <div className="row filters">
        <label>
          {t('control.status')}{' '}
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            {['open', 'answered', 'closed', ''].map((s) => (
              <option key={s} value={s}>
                {t(`control.ticketStatuses.${s || 'all'}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {q.data?.adminTickets.length === 0 && <p className="empty">{t('control.noTickets')}</p>}
      <ul className="tickets">
        {q.data?.adminTickets.map((tk) => (
          <li key={tk.id} className="ticket">
            <details>
              <summary>
                <strong>{tk.subject}</strong> · {tk.username ?? tk.email} ·{' '}
                <span className="num">{new Date(tk.createdAt).toLocaleString(i18n.resolvedLanguage)}</span> ·{' '}
                <span className="badge">{t(`control.ticketStatuses.${tk.status}`)}</span>
              </summary>
              <p className="message">{tk.message}</p>
              {tk.answer && <p className="answer">{tk.answer}</p>}
              {tk.status !== 'closed' && <Answer ticket={tk} onDone={refresh} />}
              {tk.status !== 'closed' && (
                <ConfirmButton
                  label={t('control.close')}
                  question={t('control.confirmClose', { subject: tk.subject })}
                  onConfirm={async () => {
                    await gql(graphql('mutation Close($id: ID!) { closeTicket(ticketId: $id) { id } }'), {
                      id: tk.id,
                    }).catch(() => {});
                    await refresh();
                  }}
                />
              )}
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}

const ANSWER = graphql('mutation Answer($id: ID!, $a: String!) { answerTicket(ticketId: $id, answer: $a) { id } }');

function Answer({ ticket, onDone }: { ticket: Ticket; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const command = useCommand();
  return (
    <form
      className="form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!text.trim()) return;
        if (!(await command.run(ANSWER, { id: ticket.id, a: text }))) return;
        notify('success', t('control.answered'));
        setText('');
        await onDone();
      }}
    >
      <label htmlFor={`answer-${ticket.id}`}>{t('control.answer')}</label>
      <textarea id={`answer-${ticket.id}`} rows={3} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="btn btn-accent" disabled={command.pending || !text.trim()}>
        {t('control.sendAnswer')}
      </button>
    </form>
  );
}
