/**
 * The alliance leader's webhooks: post a member attacked, a rally opened or an event ending to
 * Discord or a tool. Added with a URL and what to send (the signing secret shown once), listed with
 * the last delivery's status, tested, switched on again after repeated failures, removed.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { useGameKey } from '../../lib/query-keys.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';

const KINDS = ['attack', 'rally', 'event'] as const;
type Kind = (typeof KINDS)[number];
const KEY = ['alliance-webhooks'];
const LIST = graphql('query AllianceWebhooks { allianceWebhooks { id url kinds enabled failures lastStatus lastAt } }');
const ADD = graphql(`mutation AddAllianceWebhook($url: String!, $kinds: [WebhookKind!]!) {
  addAllianceWebhook(url: $url, kinds: $kinds) { secret webhook { id } }
}`);
const REMOVE = graphql('mutation RemoveAllianceWebhook($id: ID!) { removeAllianceWebhook(id: $id) { id } }');
const ENABLE = graphql('mutation EnableAllianceWebhook($id: ID!) { enableAllianceWebhook(id: $id) { id } }');
const PING = graphql('mutation PingAllianceWebhook($id: ID!) { pingAllianceWebhook(id: $id) { id } }');

export function WebhooksSection() {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const q = useQuery({ queryKey: useGameKey(KEY), queryFn: async () => (await gql(LIST)).allianceWebhooks });
  const command = useCommand({ invalidate: [KEY] });
  const [url, setUrl] = useState('');
  const [kinds, setKinds] = useState<Kind[]>(['attack']);
  const [secret, setSecret] = useState<string | null>(null);
  const when = (ms: number) =>
    new Date(ms).toLocaleString(i18n.resolvedLanguage, { dateStyle: 'short', timeStyle: 'short' });

  async function add(e: React.FormEvent) {
    e.preventDefault();
    const made = await command.run(ADD, { url, kinds });
    if (made) {
      setSecret(made.addAllianceWebhook.secret);
      setUrl('');
      notify('success', t('webhooks.added'));
    }
  }
  const hooks = q.data ?? [];
  return (
    <section className="panel tool-tokens" aria-labelledby={`${ids}-title`} data-testid="webhooks">
      <h2 id={`${ids}-title`}>{t('webhooks.title')}</h2>
      <p className="hint">{t('webhooks.intro')}</p>
      {secret && (
        <div className="notice" role="status" data-testid="webhook-secret">
          <p>{t('webhooks.copyNow')}</p>
          <code className="token-secret">{secret}</code>
        </div>
      )}
      <form onSubmit={add}>
        <label className="field" htmlFor={`${ids}-url`}>
          <span>{t('webhooks.url')}</span>
          <input
            id={`${ids}-url`}
            type="url"
            inputMode="url"
            placeholder="https://discord.com/api/webhooks/…"
            value={url}
            maxLength={500}
            required
            onChange={(e) => setUrl(e.target.value)}
          />
        </label>
        <fieldset>
          <legend>{t('webhooks.send')}</legend>
          {KINDS.map((k) => (
            <label key={k} className="check">
              <input
                type="checkbox"
                checked={kinds.includes(k)}
                onChange={(e) => setKinds(e.target.checked ? [...kinds, k] : kinds.filter((x) => x !== k))}
              />{' '}
              {t(`webhooks.kind.${k}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-accent" disabled={command.pending || kinds.length === 0}>
          {t('webhooks.add')}
        </button>
      </form>
      {hooks.length === 0 ? (
        <p className="empty">{t('webhooks.none')}</p>
      ) : (
        <ul className="session-list" aria-label={t('webhooks.title')}>
          {hooks.map((h) => (
            <li key={h.id}>
              <div className="session-text">
                <strong>{new URL(h.url).host}</strong>
                <span className="muted">{h.kinds.map((k) => t(`webhooks.kind.${k}`)).join(', ')}</span>
                <span className="muted" data-testid="webhook-status">
                  {h.lastStatus
                    ? t('webhooks.last', { status: h.lastStatus, when: when(h.lastAt ?? 0) })
                    : t('webhooks.never')}
                </span>
                {!h.enabled && <span className="badge">{t('webhooks.off', { count: h.failures })}</span>}
              </div>
              <span className="row">
                {h.enabled ? (
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    disabled={command.pending}
                    onClick={async () => {
                      if (await command.run(PING, { id: h.id })) notify('success', t('webhooks.pinged'));
                    }}
                  >
                    {t('webhooks.ping')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn btn-accent btn-small"
                    disabled={command.pending}
                    onClick={() => void command.run(ENABLE, { id: h.id })}
                  >
                    {t('webhooks.enable')}
                  </button>
                )}
                <ConfirmButton
                  label={t('webhooks.remove')}
                  question={t('webhooks.removeQuestion', { host: new URL(h.url).host })}
                  onConfirm={() => command.run(REMOVE, { id: h.id })}
                  className="btn btn-ghost btn-small"
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
