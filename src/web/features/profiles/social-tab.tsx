/** /profile/social: friends (online first, one click to message), ignored commanders, shared-network declarations. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommanderLink } from '../../components/commander-link.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { useGameKey } from '../../lib/query-keys.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';
import { openMessagesWith } from '../../lib/open-messages.ts';
import { FRIENDS_KEY, IGNORED_KEY, NETWORKS_KEY } from './social-data.ts';
import './people.css';

const FRIENDS = graphql('query Friends { friends { username avatar status online since } }');
const IGNORED = graphql('query Ignored { ignoredCommanders { username since } }');
const NETWORKS = graphql('query Networks { sharedNetworks { username status since } }');
const REQUEST = graphql('mutation AskFriend($u: String!) { requestFriend(username: $u) { username status } }');
const ACCEPT = graphql('mutation AcceptFriend($u: String!) { acceptFriend(username: $u) { username status } }');
const REMOVE = graphql('mutation RemoveFriend($u: String!) { removeFriend(username: $u) }');
const IGNORE = graphql('mutation Ignore($u: String!) { ignoreCommander(username: $u) { username } }');
const UNIGNORE = graphql('mutation Unignore($u: String!) { unignoreCommander(username: $u) }');
const DECLARE = graphql('mutation Declare($u: String!) { declareSharedNetwork(username: $u) { username status } }');
const CONFIRM = graphql('mutation ConfirmNet($u: String!) { confirmSharedNetwork(username: $u) { username status } }');
const WITHDRAW = graphql('mutation WithdrawNet($u: String!) { withdrawSharedNetwork(username: $u) }');

export function SocialTab() {
  return (
    <div className="grid-2">
      <Friends />
      <div className="people-panels">
        <Ignored />
        <Networks />
      </div>
    </div>
  );
}

/** A one-field form: a commander's name and a button. */
function NameForm({
  label,
  button,
  id,
  onSubmit,
}: {
  label: string;
  button: string;
  id: string;
  onSubmit: (name: string) => Promise<boolean>;
}) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="row people-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!name.trim() || busy) return;
        setBusy(true);
        if (await onSubmit(name.trim())) setName('');
        setBusy(false);
      }}
    >
      <label className="field grow" htmlFor={id}>
        <span>{label}</span>
        <input id={id} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </label>
      <button type="submit" className="btn btn-ghost" disabled={busy} aria-busy={busy}>
        {button}
      </button>
    </form>
  );
}

function Friends() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: useGameKey(FRIENDS_KEY), queryFn: async () => (await gql(FRIENDS)).friends });
  const cmd = useCommand({ invalidate: [FRIENDS_KEY] });
  const act = async (doc: typeof ACCEPT | typeof REMOVE, u: string, done: string) => {
    if ((await cmd.run(doc as typeof REMOVE, { u }, u)) !== undefined) notify('success', done);
  };
  return (
    <section className="panel" aria-labelledby="friends-title">
      <h2 id="friends-title">{t('people.friends.title')}</h2>
      <NameForm
        id="f-friend"
        label={t('people.friends.add')}
        button={t('people.friends.ask')}
        onSubmit={async (u) => {
          const r = await cmd.run(REQUEST, { u });
          if (!r) return false;
          notify(
            'success',
            r.requestFriend.status === 'friends'
              ? t('people.friends.accepted', { name: r.requestFriend.username })
              : t('people.friends.asked_done', { name: r.requestFriend.username }),
          );
          return true;
        }}
      />
      {q.data && q.data.length === 0 && <p className="empty">{t('people.friends.none')}</p>}
      <ul className="people-list" data-testid="friends">
        {q.data?.map((f) => (
          <li key={f.username}>
            {f.status === 'friends' && (
              <span
                className={`presence ${f.online ? 'on' : 'off'}`}
                role="img"
                aria-label={t(f.online ? 'people.friends.online' : 'people.friends.offline')}
              />
            )}
            <CommanderLink name={f.username} />
            <span className="hint">
              {f.status === 'friends'
                ? t(f.online ? 'people.friends.online' : 'people.friends.offline')
                : t(`people.friends.${f.status as 'asked' | 'asks'}`)}
            </span>
            <span className="people-actions">
              {f.status === 'friends' && (
                <button
                  type="button"
                  className="btn btn-accent btn-small"
                  aria-label={t('people.friends.messageLabel', { name: f.username })}
                  onClick={() => openMessagesWith(f.username)}
                >
                  {t('people.friends.message')}
                </button>
              )}
              {f.status === 'asks' && (
                <button
                  type="button"
                  className="btn btn-accent btn-small"
                  disabled={cmd.pendingKey === f.username}
                  onClick={() => void act(ACCEPT, f.username, t('people.friends.accepted', { name: f.username }))}
                >
                  {t('people.friends.accept')}
                </button>
              )}
              <button
                type="button"
                className="btn btn-ghost btn-small"
                disabled={cmd.pendingKey === f.username}
                onClick={() => void act(REMOVE, f.username, t('people.friends.removed'))}
              >
                {t(
                  f.status === 'friends'
                    ? 'people.friends.remove'
                    : f.status === 'asks'
                      ? 'people.friends.decline'
                      : 'people.friends.withdraw',
                )}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Ignored() {
  const { t, i18n } = useTranslation();
  const q = useQuery({
    queryKey: useGameKey(IGNORED_KEY),
    queryFn: async () => (await gql(IGNORED)).ignoredCommanders,
  });
  const cmd = useCommand({ invalidate: [IGNORED_KEY, FRIENDS_KEY] });
  return (
    <section className="panel" aria-labelledby="ignored-title">
      <h2 id="ignored-title">{t('people.ignored.title')}</h2>
      <p className="hint">{t('people.ignored.about')}</p>
      <NameForm
        id="f-ignore"
        label={t('people.ignored.add')}
        button={t('people.ignored.ignore')}
        onSubmit={async (u) => {
          const r = await cmd.run(IGNORE, { u });
          if (r) notify('success', t('people.ignored.done', { name: r.ignoreCommander.username }));
          return !!r;
        }}
      />
      {q.data && q.data.length === 0 && <p className="empty">{t('people.ignored.none')}</p>}
      <ul className="people-list" data-testid="ignored">
        {q.data?.map((c) => (
          <li key={c.username}>
            <CommanderLink name={c.username} />
            <span className="hint">
              {t('people.ignored.since', { date: new Date(c.since).toLocaleDateString(i18n.resolvedLanguage) })}
            </span>
            <span className="people-actions">
              <button
                type="button"
                className="btn btn-ghost btn-small"
                aria-label={t('people.ignored.stopLabel', { name: c.username })}
                disabled={cmd.pendingKey === c.username}
                onClick={async () => {
                  if ((await cmd.run(UNIGNORE, { u: c.username }, c.username)) !== undefined)
                    notify('success', t('people.ignored.undone', { name: c.username }));
                }}
              >
                {t('people.ignored.stop')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Networks() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: useGameKey(NETWORKS_KEY), queryFn: async () => (await gql(NETWORKS)).sharedNetworks });
  const cmd = useCommand({ invalidate: [NETWORKS_KEY] });
  return (
    <section className="panel" aria-labelledby="network-title">
      <h2 id="network-title">{t('people.network.title')}</h2>
      <p className="hint">{t('people.network.about')}</p>
      <NameForm
        id="f-network"
        label={t('people.network.add')}
        button={t('people.network.declare')}
        onSubmit={async (u) => {
          const r = await cmd.run(DECLARE, { u });
          if (r)
            notify(
              'success',
              r.declareSharedNetwork.status === 'declared'
                ? t('people.network.confirmed', { name: r.declareSharedNetwork.username })
                : t('people.network.done', { name: r.declareSharedNetwork.username }),
            );
          return !!r;
        }}
      />
      {q.data && q.data.length === 0 && <p className="empty">{t('people.network.none')}</p>}
      <ul className="people-list" data-testid="networks">
        {q.data?.map((n) => (
          <li key={n.username}>
            <CommanderLink name={n.username} />
            <span className="hint">{t(`people.network.${n.status as 'declared' | 'asked' | 'asks'}`)}</span>
            <span className="people-actions">
              {n.status === 'asks' && (
                <button
                  type="button"
                  className="btn btn-accent btn-small"
                  onClick={async () => {
                    if (await cmd.run(CONFIRM, { u: n.username }, n.username))
                      notify('success', t('people.network.confirmed', { name: n.username }));
                  }}
                >
                  {t('people.network.confirm')}
                </button>
              )}
              {n.status !== 'declared' && (
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  onClick={() => void cmd.run(WITHDRAW, { u: n.username }, n.username)}
                >
                  {t('people.network.withdraw')}
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
