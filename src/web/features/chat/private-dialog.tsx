/**
 * Private messages: the conversations (unread marked), a thread with one commander (newest at the
 * bottom, read on opening, older pages on demand), writing to anyone by name; new messages arrive live.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { MessageForm } from '../../components/message-form.tsx';
import { errorText } from '../../lib/server-errors.ts';
import { useWorldClosed } from '../../lib/world-closed.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { mergeLive } from '../../lib/live-merge.ts';
import { mergePage } from '../../lib/merge-list.ts';
import { subscribeNotifications } from '../../lib/push.ts';
import { gameKey, useGameKey } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';

interface Message {
  _id: string;
  from: string;
  text: string;
  createdAt: number;
  own: boolean;
  [k: string]: unknown;
}
const CONVERSATIONS = ['conversations'];
/** Messages per page of a thread. */
const PAGE = 50;
const THREAD = graphql(
  'query Thread($u: String!, $o: Int, $l: Int) { getPrivateMessages(username: $u, offset: $o, limit: $l) { _id from text createdAt own } }',
);
const threadKey = (who: string) => ['thread', who.toLowerCase()];

export function PrivateDialog({ onClose, with: initialWith }: { onClose: () => void; with?: string }) {
  const { t, i18n } = useTranslation();
  // a closed world's chat is read-only (decision 069): its line instead of the field
  const closed = useWorldClosed();
  const qc = useQueryClient();
  const { profileId } = useSession();
  const [who, setWho] = useState<string | null>(initialWith ?? null);
  const [to, setTo] = useState('');
  const [more, setMore] = useState(true);
  const convs = useQuery({
    queryKey: useGameKey(CONVERSATIONS),
    queryFn: async () => (await gql(graphql('query Convs { conversations { with lastText unread } }'))).conversations,
  });
  const thread = useQuery({
    queryKey: useGameKey(threadKey(who ?? '')),
    queryFn: async () => (await gql(THREAD, { u: who ?? '', o: 0, l: PAGE })).getPrivateMessages,
    enabled: who !== null,
  });
  useEffect(
    () =>
      subscribeNotifications((n) => {
        if (n.kind !== 'private-message') return;
        const m = JSON.parse(n.data || '{}') as Message & { with: string };
        // (a read of the thread on its way, served before it, is dropped and made again)
        void mergeLive<Message[]>(qc, gameKey(profileId, threadKey(m.with)), (old) => mergePage(old, [m], 0));
        void qc.invalidateQueries({ queryKey: CONVERSATIONS });
      }),
    [qc, profileId],
  );

  const send = async (text: string) => {
    if (!who) return false;
    try {
      const r = await gql(
        graphql(
          'mutation Send($u: String!, $t: String!) { sendPrivateMessage(username: $u, text: $t) { _id from text createdAt own } }',
        ),
        { u: who, t: text },
      );
      // a read of the thread still on its way holds what was there before this message: it would land
      // after it and wipe it from the dialog (seen once in CI: "No messages yet" after a send)
      await mergeLive<Message[]>(qc, gameKey(profileId, threadKey(who)), (old) =>
        mergePage(old, [r.sendPrivateMessage], 0),
      );
      void qc.invalidateQueries({ queryKey: CONVERSATIONS });
      return true;
    } catch {
      return false; // the server's reason was shown
    }
  };
  const older = async () => {
    if (!who) return;
    const have = thread.data?.length ?? 0;
    const page = (await gql(THREAD, { u: who, o: have, l: PAGE })).getPrivateMessages;
    setMore(page.length === PAGE);
    qc.setQueryData<Message[]>(gameKey(profileId, threadKey(who)), (old) => mergePage(old ?? [], page, have));
  };
  const open = (name: string) => {
    setMore(true);
    setWho(name);
    void qc.invalidateQueries({ queryKey: CONVERSATIONS });
  };

  return (
    <Dialog
      title={who ? t('messages.with', { name: who }) : t('messages.title')}
      onClose={onClose}
      labelClose={t('auth.close')}
    >
      {who === null ? (
        <>
          <form
            className="row chat-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (to.trim()) open(to.trim());
            }}
          >
            <label className="field grow">
              <span>{t('messages.writeTo')}</span>
              <input value={to} onChange={(e) => setTo(e.target.value)} />
            </label>
            <button type="submit" className="btn btn-ghost">
              {t('messages.open')}
            </button>
          </form>
          {(convs.data ?? []).length === 0 ? (
            <p className="empty">{t('messages.none')}</p>
          ) : (
            <ul className="in-view" data-testid="conversations">
              {convs.data?.map((c) => (
                <li key={c.with}>
                  <button type="button" className="in-view-item" onClick={() => open(c.with)}>
                    <strong>{c.with}</strong>
                    <span className="hint">{c.lastText}</span>
                    {c.unread > 0 ? <span className="badge num">{c.unread}</span> : <span />}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setWho(null)}>
            {t('messages.back')}
          </button>
          {more && (thread.data?.length ?? 0) >= PAGE && (
            <button type="button" className="btn btn-ghost btn-small" onClick={() => void older()}>
              {t('chat.older')}
            </button>
          )}
          <ul className="chat" data-testid="thread" aria-live="polite">
            {(thread.data ?? []).length === 0 && <li className="empty">{t('messages.empty')}</li>}
            {[...(thread.data ?? [])].reverse().map((m) => (
              <li key={m._id} className={m.own ? 'own' : ''}>
                <span className="chat-meta">
                  <strong>{m.from}</strong>{' '}
                  <time className="hint num">
                    {new Date(m.createdAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}
                  </time>
                </span>
                <span className="chat-text">{m.text}</span>
              </li>
            ))}
          </ul>
          {closed ? (
            <p className="hint" role="status" data-testid="chat-closed">
              {errorText('CHAT_CLOSED')}
            </p>
          ) : (
            <MessageForm onSend={send} />
          )}
        </>
      )}
    </Dialog>
  );
}
