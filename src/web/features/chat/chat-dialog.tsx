/**
 * Chat: the world's global channel and the alliance's, newest at the bottom; older pages on demand
 * (merged after the newer ones without duplicates, spec §3), new messages live over the socket.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommanderLink } from '../../components/commander-link.tsx';
import { AlliancePin } from './alliance-pin.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { MessageForm } from '../../components/message-form.tsx';
import { errorText } from '../../lib/server-errors.ts';
import { useWorldClosed } from '../../lib/world-closed.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql, type Narrowed, type ResultOf } from '../../lib/graphql-doc.ts';
import { mergeLive } from '../../lib/live-merge.ts';
import { mergePage } from '../../lib/merge-list.ts';
import { onReconnected, subscribeComments } from '../../lib/push.ts';
import { notify } from '../../lib/toast.tsx';
import { gameKey, useGameKey } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';

type Channel = 'global' | 'alliance';
/** `deleted`: taken down by an admin (a live reader removes it) */
const COMMENT_FIELDS = graphql('fragment CommentFields on Comment { _id channel author text createdAt deleted }');
type Comment = Narrowed<ResultOf<typeof COMMENT_FIELDS>, { channel: Channel }>;
const PAGE_QUERY = {
  global: graphql(
    'query GlobalPage($o: Int, $l: Int) { page: getComments(offset: $o, limit: $l) { ...CommentFields } }',
    [COMMENT_FIELDS],
  ),
  alliance: graphql(
    'query AlliancePage($o: Int, $l: Int) { page: getAllianceComments(offset: $o, limit: $l) { ...CommentFields } }',
    [COMMENT_FIELDS],
  ),
} satisfies Record<Channel, unknown>;
const PAGE = 30;
const key = (c: Channel) => ['comments', c];

async function fetchPage(channel: Channel, offset: number): Promise<Comment[]> {
  const r = await gql(PAGE_QUERY[channel], { o: offset, l: PAGE });
  return r.page as Comment[];
}

export function ChatDialog({ onClose, inAlliance }: { onClose: () => void; inAlliance: boolean }) {
  const { t, i18n } = useTranslation();
  // a closed world's chat is read-only (decision 069): its line instead of the field
  const closed = useWorldClosed();
  const qc = useQueryClient();
  const { profileId } = useSession();
  const [channel, setChannel] = useState<Channel>('global');
  const [more, setMore] = useState(true);
  const end = useRef<HTMLLIElement>(null);
  const q = useQuery({
    queryKey: useGameKey(key(channel)),
    queryFn: () => fetchPage(channel, 0),
    enabled: channel === 'global' || inAlliance,
  });
  const list = q.data ?? [];

  // a message heard or sent into its channel's list, newest first; a taken-down one leaves it
  const intoList = useCallback(
    (c: Comment) =>
      mergeLive<Comment[]>(qc, gameKey(profileId, key(c.channel)), (old) =>
        c.deleted ? old.filter((x) => x._id !== c._id) : mergePage(old, [c], 0),
      ),
    [qc, profileId],
  );
  // live: a new message of either channel goes on top of that channel's list (newest first)
  useEffect(() => subscribeComments<Comment>((c) => void intoList(c)), [intoList]);
  // back from a dropped socket: what was written meanwhile is read again
  useEffect(
    () => onReconnected(() => void qc.invalidateQueries({ queryKey: gameKey(profileId, key(channel)) })),
    [qc, profileId, channel],
  );
  // my own name: my messages carry no Report button
  const me = useQuery({
    queryKey: useGameKey(['my-commander-name']),
    queryFn: async () => (await gql(graphql('query MyName { profile { username } }'))).profile.username,
    staleTime: 60_000,
  });
  const report = async (c: Comment) => {
    try {
      await gql(graphql('mutation Report($c: ID!) { reportComment(commentId: $c) }'), { c: c._id });
      notify('success', t('chat.reported'));
    } catch {
      // the server's reason was shown
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message (a longer list) scrolls to the newest
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [list.length]);

  const older = async () => {
    const page = await fetchPage(channel, list.length);
    setMore(page.length === PAGE);
    qc.setQueryData<Comment[]>(gameKey(profileId, key(channel)), (old) => mergePage(old ?? [], page, list.length));
  };
  const send = async (text: string) => {
    try {
      const r = await gql(
        graphql('mutation Post($c: String!, $t: String!) { postComment(channel: $c, text: $t) { ...CommentFields } }', [
          COMMENT_FIELDS,
        ]),
        { c: channel, t: text },
      );
      void intoList(r.postComment as Comment);
      return true;
    } catch {
      return false; // the server's reason was shown
    }
  };

  return (
    <Dialog title={t('chat.title')} onClose={onClose} labelClose={t('auth.close')}>
      <div className="tabs" role="tablist" aria-label={t('chat.title')}>
        {(['global', 'alliance'] as const).map((c) => (
          <button
            key={c}
            type="button"
            role="tab"
            aria-selected={channel === c}
            className={channel === c ? 'active' : ''}
            disabled={c === 'alliance' && !inAlliance}
            onClick={() => setChannel(c)}
          >
            {t(`chat.channels.${c}`)}
          </button>
        ))}
      </div>
      {channel === 'alliance' && !inAlliance ? (
        <p className="empty">{t('chat.noAlliance')}</p>
      ) : (
        <>
          {channel === 'alliance' && <AlliancePin />}
          {more && list.length >= PAGE && (
            <button type="button" className="btn btn-ghost btn-small" onClick={() => void older()}>
              {t('chat.older')}
            </button>
          )}
          <ul className="chat" data-testid="chat" aria-live="polite">
            {list.length === 0 && q.isSuccess && <li className="empty">{t('chat.empty')}</li>}
            {[...list].reverse().map((c) => (
              <li key={c._id}>
                <span className="chat-meta">
                  <strong>
                    <CommanderLink name={c.author} onClick={onClose} />
                  </strong>{' '}
                  <time className="hint num">
                    {new Date(c.createdAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}
                  </time>
                </span>
                <span className="chat-text">{c.text}</span>
                {me.data && c.author !== me.data && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-small chat-report"
                    onClick={() => void report(c)}
                    aria-label={t('chat.reportLabel', { author: c.author })}
                  >
                    {t('chat.report')}
                  </button>
                )}
              </li>
            ))}
            <li ref={end} aria-hidden="true" />
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
