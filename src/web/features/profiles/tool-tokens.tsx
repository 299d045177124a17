/** /profile/security: the commander's tool tokens for fan tools — made with scopes and a limit, shown once, listed, revoked. */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameKey } from '../../lib/query-keys.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';

const SCOPES = ['reports', 'base', 'war-room'] as const;
const KEY = ['tool-tokens'];
const LIST = graphql(
  'query ToolTokens { toolTokens { id name scopes hint perMinute createdAt lastUsedAt revokedAt } }',
);
const CREATE = graphql(`mutation CreateToolToken($name: String!, $scopes: [String!]!, $perMinute: Int) {
  createToolToken(name: $name, scopes: $scopes, perMinute: $perMinute) { token info { id } }
}`);
const REVOKE = graphql('mutation RevokeToolToken($id: ID!) { revokeToolToken(id: $id) { id } }');

export function ToolTokens() {
  const { t, i18n } = useTranslation();
  const q = useQuery({ queryKey: useGameKey(KEY), queryFn: async () => (await gql(LIST)).toolTokens });
  const command = useCommand({ invalidate: [KEY] });
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['reports']);
  const [perMinute, setPerMinute] = useState(30);
  const [secret, setSecret] = useState<string | null>(null);
  const ids = useId();
  const when = (ms: number) =>
    new Date(ms).toLocaleString(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });

  async function create(e: React.FormEvent) {
    e.preventDefault();
    const made = await command.run(CREATE, { name, scopes, perMinute });
    if (made) {
      setSecret(made.createToolToken.token);
      setName('');
      notify('success', t('toolTokens.created'));
    }
  }
  const tokens = q.data ?? [];
  return (
    <div className="panel tool-tokens">
      <h2>{t('toolTokens.title')}</h2>
      <p>{t('toolTokens.intro')}</p>
      {secret && (
        <div className="notice" role="status" data-testid="new-tool-token">
          <p>{t('toolTokens.copyNow')}</p>
          <code className="token-secret">{secret}</code>
        </div>
      )}
      <form onSubmit={create}>
        <label htmlFor={`${ids}-name`}>{t('toolTokens.name')}</label>
        <input id={`${ids}-name`} value={name} maxLength={40} required onChange={(e) => setName(e.target.value)} />
        <fieldset>
          <legend>{t('toolTokens.scopes')}</legend>
          {SCOPES.map((s) => (
            <label key={s} className="check">
              <input
                type="checkbox"
                checked={scopes.includes(s)}
                onChange={(e) => setScopes(e.target.checked ? [...scopes, s] : scopes.filter((x) => x !== s))}
              />{' '}
              {t(`toolTokens.scope.${s}`)}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${ids}-rate`}>{t('toolTokens.perMinute')}</label>
        <input
          id={`${ids}-rate`}
          type="number"
          min={1}
          max={120}
          value={perMinute}
          onChange={(e) => setPerMinute(Number(e.target.value))}
        />
        <button type="submit" className="btn btn-accent" disabled={command.pending || scopes.length === 0}>
          {t('toolTokens.create')}
        </button>
      </form>
      <ul className="session-list" aria-label={t('toolTokens.title')} data-testid="tool-tokens">
        {tokens.map((k) => (
          <li key={k.id}>
            <div className="session-text">
              <strong>{k.name}</strong> <span className="muted">…{k.hint}</span>
              <span className="muted">
                {k.scopes.map((s) => t(`toolTokens.scope.${s}`)).join(', ')} ·{' '}
                {t('toolTokens.rate', { n: k.perMinute })} · {t('toolTokens.made', { when: when(k.createdAt) })}
              </span>
              {k.revokedAt != null && <span className="badge">{t('toolTokens.revoked')}</span>}
            </div>
            {k.revokedAt == null && (
              <button
                type="button"
                className="btn btn-ghost"
                disabled={command.pending}
                aria-label={t('toolTokens.revokeOne', { name: k.name })}
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
    </div>
  );
}
