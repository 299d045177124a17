/** /control → Chat: the messages players reported, oldest first; take one down, mute its author, or dismiss the reports (each with a reason, audit-logged). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { gql } from '../../lib/graphql.ts';
import { type Document, graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';

const KEY = ['admin-chat-reports'];

export function ChatSection() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: KEY,
    queryFn: async () =>
      (
        await gql(
          graphql('query Reports { adminChatReports { commentId text author authorId channel writtenAt reports } }'),
        )
      ).adminChatReports,
  });
  const [reason, setReason] = useState('');
  const command = useCommand();
  const act = async <V extends { r: string }>(query: Document<unknown, V>, variables: Omit<V, 'r'>, done: string) => {
    if (!(await command.run(query, { ...variables, r: reason } as V))) return;
    notify('success', done);
    await qc.invalidateQueries({ queryKey: KEY });
  };
  const list = q.data ?? [];
  return (
    <div className="form">
      <label className="field">
        <span>{t('control.moderation.reason')}</span>
        <input value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      </label>
      {list.length === 0 ? (
        <p className="empty">{t('control.chat.none')}</p>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>{t('control.chat.message')}</th>
                <th>{t('control.chat.author')}</th>
                <th>{t('control.chat.reports')}</th>
                <th>{t('control.action')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.commentId} data-comment={r.commentId}>
                  <td className="audit-details">
                    {r.text}
                    <br />
                    <span className="hint num">
                      {t(`chat.channels.${r.channel}`)} · {new Date(r.writtenAt).toLocaleString(i18n.resolvedLanguage)}
                    </span>
                  </td>
                  <td>{r.author}</td>
                  <td className="num">{r.reports}</td>
                  <td>
                    <div className="row wrap">
                      <ConfirmButton
                        className="btn btn-danger btn-small"
                        label={t('control.chat.delete')}
                        question={t('control.chat.deleteQuestion', { author: r.author })}
                        onConfirm={() =>
                          act(
                            graphql(
                              'mutation Del($c: ID!, $r: String!) { adminDeleteComment(commentId: $c, reason: $r) }',
                            ),
                            { c: r.commentId },
                            t('control.chat.deleted'),
                          )
                        }
                      />
                      {[60, 1440].map((minutes) => (
                        <button
                          key={minutes}
                          type="button"
                          className="btn btn-ghost btn-small"
                          disabled={command.pending}
                          onClick={() =>
                            void act(
                              graphql(
                                'mutation Mute($p: ID!, $m: Int!, $r: String!) { adminMuteCommander(profileId: $p, minutes: $m, reason: $r) { mutedUntil } }',
                              ),
                              { p: r.authorId, m: minutes },
                              t('control.chat.muted', { name: r.author }),
                            )
                          }
                        >
                          {t(minutes === 60 ? 'control.chat.mute1h' : 'control.chat.mute24h')}
                        </button>
                      ))}
                      <button
                        type="button"
                        className="btn btn-ghost btn-small"
                        disabled={command.pending}
                        onClick={() =>
                          void act(
                            graphql(
                              'mutation Dismiss($c: ID!, $r: String!) { adminDismissChatReports(commentId: $c, reason: $r) }',
                            ),
                            { c: r.commentId },
                            t('control.chat.dismissed'),
                          )
                        }
                      >
                        {t('control.chat.dismiss')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
