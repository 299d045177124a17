import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { SignalsSection } from './signals-section.tsx';

/** Profiles in every world, newest first, searchable by name; each opens the player's admin view. */
export function PlayersSection() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useQuery({
    queryKey: ['admin-profiles', search],
    queryFn: () =>
      gql(
        graphql(
          'query Profiles($s: String) { adminProfiles(search: $s) { id username createdAt worldName accountUsername isBot } }',
        ),
        { s: search || null },
      ),
  });
  return (
    <>
      <div className="row filters">
        <label htmlFor="player-search">{t('control.search')}</label>
        <input
          id="player-search"
          type="search"
          value={search}
          maxLength={30}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="table-wrap">
        <table data-testid="players">
          <thead>
            <tr>
              <th>{t('control.profile')}</th>
              <th>{t('control.world')}</th>
              <th>{t('control.account')}</th>
              <th>{t('control.registered')}</th>
            </tr>
          </thead>
          <tbody>
            {q.data?.adminProfiles.map((p) => (
              <tr key={p.id}>
                <td>
                  <Link to="/control/player/$userProfileId" params={{ userProfileId: p.id }}>
                    {p.username}
                  </Link>
                  {p.isBot && (
                    <span className="badge bot" data-testid="bot-badge" title={t('control.botTitle')}>
                      {t('control.bot')}
                    </span>
                  )}
                </td>
                <td>{p.worldName}</td>
                <td>{p.accountUsername}</td>
                <td className="num">{new Date(p.createdAt).toLocaleString(i18n.resolvedLanguage)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {q.data?.adminProfiles.length === 0 && <p className="empty">{t('control.noPlayers')}</p>}
      </div>
      <SignalsSection />
    </>
  );
}
