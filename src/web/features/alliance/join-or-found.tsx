/** Without an alliance: found one, or find one and apply; open applications can be withdrawn. */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { levelOf } from '../../../game/index.ts';
import { useBase } from '../../lib/base-data.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { type MyAlliance, useAllianceCommand, ALLIANCE_COMMANDS } from './alliance-data.ts';
import { useGameKey } from '../../lib/query-keys.ts';

export function JoinOrFound({ mine }: { mine: MyAlliance | undefined }) {
  const { t } = useTranslation();
  const run = useAllianceCommand();
  const base = useBase().data;
  const [name, setName] = useState('');
  const [tag, setTag] = useState('');
  const [search, setSearch] = useState('');
  const list = useQuery({
    queryKey: useGameKey(['alliances', search]),
    queryFn: async () =>
      (
        await gql(graphql('query List($s: String) { alliances(search: $s) { id name tag members } }'), {
          s: search || null,
        })
      ).alliances,
  });
  const embassy = base ? levelOf(base.buildings, 'alliance-embassy') > 0 : true;
  const applied = new Set((mine?.myApplications ?? []).map((a) => a.id));
  const found = (e: FormEvent) => {
    e.preventDefault();
    void run(ALLIANCE_COMMANDS.createAlliance, { name, tag }, 'Alliance created');
  };
  return (
    <>
      {!embassy && <p className="panel why">{t('alliance.needEmbassy')}</p>}
      <section className="panel" aria-labelledby="found-title">
        <h2 id="found-title">{t('alliance.found')}</h2>
        <form className="row goto" onSubmit={found}>
          <label className="field grow">
            <span>{t('alliance.name')}</span>
            <input value={name} maxLength={30} onChange={(e) => setName(e.target.value)} />
          </label>
          <label className="field">
            <span>{t('alliance.tag')}</span>
            <input value={tag} maxLength={5} onChange={(e) => setTag(e.target.value)} />
          </label>
          <button type="submit" className="btn btn-accent" disabled={!embassy}>
            {t('alliance.create')}
          </button>
        </form>
      </section>
      {(mine?.myApplications.length ?? 0) > 0 && (
        <section className="panel" aria-labelledby="applied-title">
          <h2 id="applied-title">{t('alliance.applied')}</h2>
          <ul className="queue">
            {mine?.myApplications.map((a) => (
              <li key={a.id} className="row spread-tight">
                <span>
                  {a.name} [{a.tag}]
                </span>
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  onClick={() => void run(ALLIANCE_COMMANDS.withdrawApplication, { allianceId: a.id })}
                >
                  {t('alliance.withdraw')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="panel" aria-labelledby="join-title">
        <h2 id="join-title">{t('alliance.join')}</h2>
        <label className="field">
          <span>{t('alliance.search')}</span>
          <input value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        {(list.data ?? []).length === 0 ? (
          <p className="empty">{t('alliance.noneYet')}</p>
        ) : (
          <ul className="queue" data-testid="alliance-list">
            {list.data?.map((a) => (
              <li key={a.id} className="row spread-tight">
                <span>
                  {a.name} [{a.tag}] <span className="hint">{t('alliance.members', { count: a.members })}</span>
                </span>
                <button
                  type="button"
                  className="btn btn-accent btn-small"
                  disabled={!embassy || applied.has(a.id)}
                  onClick={() => void run(ALLIANCE_COMMANDS.applyToAlliance, { allianceId: a.id })}
                >
                  {applied.has(a.id) ? t('alliance.pending') : t('alliance.apply')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
