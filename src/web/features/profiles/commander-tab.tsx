/**
 * /profile/commander: find a commander by name, and a commander's public page (?name=…): name,
 * avatar, alliance, influence and rank, where the base stands, member since; add as a friend,
 * message, ignore.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar.tsx';
import { CommanderLink } from '../../components/commander-link.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { useGameKey } from '../../lib/query-keys.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';
import { openMessagesWith } from '../../lib/open-messages.ts';
import { COMMANDER_KEY, FRIENDS_KEY, IGNORED_KEY } from './social-data.ts';
import './people.css';

const PAGE = graphql(
  'query Commander($u: String!) { commander(username: $u) { username avatar memberSince alliance { name tag } influence rank base { x y } markers own friend ignored sharedNetwork } }',
);
const SEARCH = graphql('query FindCommanders($n: String!) { searchCommanders(name: $n) { username avatar } }');
const REQUEST = graphql('mutation PageAskFriend($u: String!) { requestFriend(username: $u) { username status } }');
const ACCEPT = graphql('mutation PageAcceptFriend($u: String!) { acceptFriend(username: $u) { username status } }');
const IGNORE = graphql('mutation PageIgnore($u: String!) { ignoreCommander(username: $u) { username } }');
const UNIGNORE = graphql('mutation PageUnignore($u: String!) { unignoreCommander(username: $u) }');

export function CommanderTab() {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as { name?: string; q?: string };
  const navigate = useNavigate();
  const [text, setText] = useState(search.q ?? '');
  const wanted = (search.q ?? '').trim();
  const hits = useQuery({
    queryKey: useGameKey(['commander-search', wanted.toLowerCase()]),
    queryFn: async () => (await gql(SEARCH, { n: wanted })).searchCommanders,
    enabled: wanted.length >= 2,
  });
  return (
    <div className="grid-2">
      <section className="panel" aria-labelledby="find-title">
        <h2 id="find-title">{t('people.commander.search')}</h2>
        <form
          className="row people-form"
          onSubmit={(e) => {
            e.preventDefault();
            void navigate({
              to: '/profile/$type',
              params: { type: 'commander' },
              search: { ...(search.name ? { name: search.name } : {}), q: text.trim() } as never,
            });
          }}
        >
          <label className="field grow" htmlFor="f-find">
            <span>{t('people.commander.searchLabel')}</span>
            <input id="f-find" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
          </label>
          <button type="submit" className="btn btn-ghost">
            {t('people.commander.find')}
          </button>
        </form>
        {hits.data && hits.data.length === 0 && <p className="empty">{t('people.commander.noHits')}</p>}
        <ul className="people-list" data-testid="commander-hits">
          {hits.data?.map((h) => (
            <li key={h.username}>
              <Avatar id={h.avatar} size={28} />
              <CommanderLink name={h.username} />
            </li>
          ))}
        </ul>
      </section>
      {search.name && <CommanderCard name={search.name} />}
    </div>
  );
}

function CommanderCard({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  const q = useQuery({
    queryKey: useGameKey([...COMMANDER_KEY, name.toLowerCase()]),
    queryFn: async () => (await gql(PAGE, { u: name })).commander,
    retry: false,
  });
  const cmd = useCommand({ invalidate: [COMMANDER_KEY, FRIENDS_KEY, IGNORED_KEY] });
  const c = q.data;
  if (q.isPending) return <p>{t('loading')}</p>;
  if (!c) return null;
  return (
    <section className="panel commander-page" aria-labelledby="commander-title">
      <div className="row">
        <Avatar id={c.avatar} size={72} />
        <h2 id="commander-title">{c.username}</h2>
      </div>
      <dl>
        <dt>{t('people.commander.alliance')}</dt>
        <dd>{c.alliance ? `[${c.alliance.tag}] ${c.alliance.name}` : t('people.commander.noAlliance')}</dd>
        <dt>{t('people.commander.influence')}</dt>
        <dd className="num">{c.influence.toLocaleString(i18n.resolvedLanguage)}</dd>
        <dt>{t('people.commander.rank')}</dt>
        <dd className="num">{c.rank ?? '—'}</dd>
        <dt>{t('people.commander.base')}</dt>
        <dd className="num">{c.base ? `${c.base.x}:${c.base.y}` : '—'}</dd>
        <dt>{t('people.commander.memberSince')}</dt>
        <dd>{new Date(c.memberSince).toLocaleDateString(i18n.resolvedLanguage)}</dd>
        <dt>{t('people.commander.markers')}</dt>
        <dd data-testid="markers">
          {c.markers.length ? c.markers.map((m) => t(`away.marker.${m}`)).join(', ') : t('people.commander.active')}
        </dd>
      </dl>
      {c.own ? (
        <p className="hint">{t('people.commander.you')}</p>
      ) : (
        <div className="row wrap">
          <button
            type="button"
            className="btn btn-accent"
            onClick={() => openMessagesWith(c.username)}
            disabled={c.ignored}
          >
            {t('people.commander.message')}
          </button>
          {c.friend === null && (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={cmd.pending}
              onClick={async () => {
                if (await cmd.run(REQUEST, { u: c.username }))
                  notify('success', t('people.friends.asked_done', { name: c.username }));
              }}
            >
              {t('people.commander.addFriend')}
            </button>
          )}
          {c.friend === 'asks' && (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={cmd.pending}
              onClick={async () => {
                if (await cmd.run(ACCEPT, { u: c.username }))
                  notify('success', t('people.friends.accepted', { name: c.username }));
              }}
            >
              {t('people.commander.acceptFriend')}
            </button>
          )}
          {c.friend === 'asked' && <span className="hint">{t('people.commander.requested')}</span>}
          {c.friend === 'friends' && <span className="hint">{t('people.commander.friends')}</span>}
          <button
            type="button"
            className="btn btn-ghost"
            disabled={cmd.pending}
            onClick={async () => {
              if (c.ignored) {
                if ((await cmd.run(UNIGNORE, { u: c.username })) !== undefined)
                  notify('success', t('people.ignored.undone', { name: c.username }));
              } else if (await cmd.run(IGNORE, { u: c.username }))
                notify('success', t('people.ignored.done', { name: c.username }));
            }}
          >
            {t(c.ignored ? 'people.commander.unignore' : 'people.commander.ignore')}
          </button>
          {c.sharedNetwork && (
            <span className="hint">
              {t('people.commander.sharedNetwork', {
                status: t(`people.network.${c.sharedNetwork as 'declared' | 'asked' | 'asks'}`),
              })}
            </span>
          )}
        </div>
      )}
    </section>
  );
}
