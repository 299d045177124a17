/**
 * /profile/security: change the password, see the signed-in sessions (device, last seen, this one
 * marked) and end one or all others, and two-factor authentication. Changing the password or
 * turning 2-FA on or off ends the other sessions on the server; the list is read again after.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../components/change-password-form.tsx';
import { gql } from '../../lib/graphql.ts';
import { type Document, graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { TwoFactor } from './two-factor.tsx';
import { ToolTokens } from './tool-tokens.tsx';
import { useCommand } from '../../lib/use-command.ts';

interface AccountSession {
  id: string;
  browser: string | null;
  os: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

const SESSIONS = graphql('query MySessions { mySessions { id browser os createdAt lastSeenAt current } }');
const SESSIONS_KEY = ['my-sessions'];

export function Security() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: SESSIONS_KEY });
  return (
    <div className="grid-2 security">
      <div className="panel">
        <h2>{t('password.title')}</h2>
        <p>{t('password.endsOthers')}</p>
        <ChangePasswordForm
          submitLabel={t('password.save')}
          onChanged={async () => {
            notify('success', t('password.changed'));
            await refresh();
          }}
        />
      </div>
      <Sessions />
      <TwoFactor onChanged={refresh} />
      <ToolTokens />
    </div>
  );
}

function Sessions() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const command = useCommand();
  const q = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => gql(SESSIONS) });
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });

  async function run<V>(mutation: Document<unknown, V>, variables: V, done: string) {
    if (await command.run(mutation, variables)) notify('success', done);
    await qc.invalidateQueries({ queryKey: SESSIONS_KEY });
  }

  const device = (s: AccountSession) =>
    s.browser && s.os
      ? t('sessions.device', { browser: s.browser, os: s.os })
      : (s.browser ?? s.os ?? t('sessions.unknownDevice'));
  const sessions = q.data?.mySessions ?? [];
  const others = sessions.filter((s) => !s.current).length;
  return (
    <div className="panel">
      <h2>{t('sessions.title')}</h2>
      <p>{t('sessions.intro')}</p>
      {q.isPending && <p>{t('loading')}</p>}
      <ul className="session-list" aria-label={t('sessions.title')}>
        {sessions.map((s) => (
          <li key={s.id} className={s.current ? 'current' : ''}>
            <div className="session-text">
              <strong>{device(s)}</strong>
              {s.current && <span className="badge">{t('sessions.current')}</span>}
              <span className="muted">
                {t('sessions.lastSeen', { when: when(s.lastSeenAt) })} ·{' '}
                {t('sessions.signedIn', { when: when(s.createdAt) })}
              </span>
            </div>
            {!s.current && (
              <button
                type="button"
                className="btn btn-ghost"
                disabled={command.pending}
                aria-label={t('sessions.endOne', { device: device(s) })}
                onClick={() =>
                  void run(
                    graphql('mutation End($id: ID!) { endSession(sessionId: $id) { ok } }'),
                    { id: s.id },
                    t('sessions.ended'),
                  )
                }
              >
                {t('sessions.end')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <button
          type="button"
          className="btn btn-danger"
          disabled={command.pending}
          onClick={() =>
            void run(graphql('mutation EndOthers { endOtherSessions { ok } }'), {}, t('sessions.endedOthers'))
          }
        >
          {t('sessions.endOthers')}
        </button>
      )}
    </div>
  );
}
