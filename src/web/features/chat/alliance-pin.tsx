/**
 * The leader's announcement pinned on top of the alliance chat (decision 071): every member reads
 * it; the leader posts, replaces or removes it. Read again on the `alliance-ops` push.
 */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { ALLY_NOTICE_KEY, useGameKey } from '../../lib/query-keys.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';

const READ = graphql('query AllianceAnnouncement { allianceAnnouncement { text postedBy postedAt canPost } }');
const POST = graphql(
  'mutation PostAnnouncement($t: String!) { postAllianceAnnouncement(text: $t) { text postedBy postedAt canPost } }',
);
const REMOVE = graphql('mutation RemoveAnnouncement { removeAllianceAnnouncement }');

export function AlliancePin() {
  const { t, i18n } = useTranslation();
  const q = useQuery({
    queryKey: useGameKey(ALLY_NOTICE_KEY),
    queryFn: async () => (await gql(READ)).allianceAnnouncement,
  });
  const cmd = useCommand({ invalidate: [ALLY_NOTICE_KEY] });
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const a = q.data;
  // a member sees the section only while one is pinned; the leader always (to post one)
  if (!a || (!a.text && !a.canPost)) return null;
  const post = async (e: FormEvent) => {
    e.preventDefault();
    if (await cmd.run(POST, { t: text })) {
      notify('success', t('allyops.pin.posted'));
      setEditing(false);
    }
  };
  return (
    <section className="pinned" aria-label={t('allyops.pin.label')} data-testid="alliance-pin">
      {a.text ? (
        <>
          <p className="hint">
            {t('allyops.pin.by', {
              name: a.postedBy,
              at: new Date(a.postedAt ?? 0).toLocaleString(i18n.resolvedLanguage),
            })}
          </p>
          <p className="pinned-text">{a.text}</p>
        </>
      ) : (
        a.canPost && !editing && <p className="hint">{t('allyops.pin.none')}</p>
      )}
      {a.canPost && !editing && (
        <span className="row">
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => {
              setText(a.text ?? '');
              setEditing(true);
            }}
          >
            {a.text ? t('allyops.pin.replace') : t('allyops.pin.post')}
          </button>
          {a.text && (
            <ConfirmButton
              className="btn btn-danger btn-small"
              label={t('allyops.pin.remove')}
              question={t('allyops.pin.removeQuestion')}
              onConfirm={async () => {
                if (await cmd.run(REMOVE)) notify('success', t('allyops.pin.removed'));
              }}
            />
          )}
        </span>
      )}
      {editing && (
        <form className="form" onSubmit={post}>
          <label className="field">
            {t('allyops.pin.text')}
            <textarea rows={3} maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} required />
          </label>
          <span className="row">
            <button type="submit" className="btn btn-accent btn-small" disabled={cmd.pending || !text.trim()}>
              {t('allyops.pin.pin')}
            </button>
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setEditing(false)}>
              {t('allyops.pin.cancel')}
            </button>
          </span>
        </form>
      )}
    </section>
  );
}
