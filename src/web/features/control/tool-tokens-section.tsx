/** /control: every commander's tool tokens, newest first, each revocable. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';

const KEY = ['admin-tool-tokens'];
const LIST = graphql(
  'query AdminToolTokens { adminToolTokens { commander token { id name scopes hint perMinute createdAt lastUsedAt revokedAt revokedBy } } }',
);
const REVOKE = graphql('mutation AdminRevokeToolToken($id: ID!) { adminRevokeToolToken(id: $id) { token { id } } }');

export function ToolTokensSection() {
  const { t, i18n } = useTranslation();
  const q = useQuery({ queryKey: KEY, queryFn: async () => (await gql(LIST)).adminToolTokens });
  const command = useCommand({ invalidate: [KEY] });
  const when = (ms: number) =>
    new Date(ms).toLocaleString(i18n.resolvedLanguage, { dateStyle: 'short', timeStyle: 'short' });
  const rows = q.data ?? [];
  return (
    <>
      <p className="hint">{t('toolTokens.adminIntro')}</p>
      {q.isPending && <p>{t('loading')}</p>}
      {!q.isPending && rows.length === 0 && <p>{t('toolTokens.none')}</p>}
      <ul className="session-list" aria-label={t('control.tabs.toolTokens')} data-testid="admin-tool-tokens">
        {rows.map(({ commander, token: k }) => (
          <li key={k.id}>
            <div className="session-text">
              <strong>
                {commander} · {k.name}
              </strong>{' '}
              <span className="muted">…{k.hint}</span>
              <span className="muted">
                {k.scopes.map((s) => t(`toolTokens.scope.${s}`)).join(', ')} ·{' '}
                {t('toolTokens.rate', { n: k.perMinute })} · {t('toolTokens.made', { when: when(k.createdAt) })}
                {k.lastUsedAt != null && ` · ${t('toolTokens.lastUsed', { when: when(k.lastUsedAt) })}`}
              </span>
              {k.revokedAt != null && <span className="badge">{t('toolTokens.revoked')}</span>}
            </div>
            {k.revokedAt == null && (
              <button
                type="button"
                className="btn btn-ghost"
                disabled={command.pending}
                aria-label={t('toolTokens.revokeOne', { name: `${commander} · ${k.name}` })}
                onClick={async () => {
                  if (await command.run(REVOKE, { id: k.id })) notify('success', t('toolTokens.revokedDone'));
                }}
              >
                {t('toolTokens.revoke')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
