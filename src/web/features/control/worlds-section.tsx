import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../components/countdown.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { AnnouncementForm } from './announcement-form.tsx';
import { WorldSettings } from './world-settings.tsx';

export function WorldsSection() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['admin-worlds'],
    queryFn: () =>
      gql(graphql('query Worlds { adminWorlds { id name opensAt isOpen speed economySpeed registrationOpen } }')),
  });
  const [name, setName] = useState('');
  const [opensAt, setOpensAt] = useState('');
  return (
    <>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>{t('control.world')}</th>
              <th>{t('control.opensAt')}</th>
              <th>{t('control.status')}</th>
              <th>{t('control.worldSettings.speed')}</th>
              <th>{t('control.worldSettings.economySpeed')}</th>
              <th>{t('control.worldSettings.newcomers')}</th>
            </tr>
          </thead>
          <tbody>
            {q.data?.adminWorlds.map((w) => (
              <tr key={w.id}>
                <td>{w.name}</td>
                <td className="num">{new Date(w.opensAt).toLocaleString(i18n.resolvedLanguage)}</td>
                <td>{w.isOpen ? t('selectProfile.open') : <Countdown to={w.opensAt} />}</td>
                <td className="num">×{w.speed}</td>
                <td className="num">×{w.economySpeed}</td>
                <td>{w.registrationOpen ? t('control.worldSettings.welcome') : t('control.worldSettings.closed')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form
        className="form inline"
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            await gql(
              graphql('mutation World($n: String!, $o: DateTime!) { createWorld(name: $n, opensAt: $o) { id } }'),
              { n: name, o: new Date(opensAt || Date.now()).toISOString() },
            );
            notify('success', t('control.worldCreated', { name }));
            setName('');
            await qc.invalidateQueries({ queryKey: ['admin-worlds'] });
          } catch {
            // shown by the client
          }
        }}
      >
        <h2>{t('control.newWorld')}</h2>
        <label htmlFor="world-name">{t('control.world')}</label>
        <input
          id="world-name"
          value={name}
          minLength={3}
          maxLength={60}
          required
          onChange={(e) => setName(e.target.value)}
        />
        <label htmlFor="world-opens">{t('control.opensAt')}</label>
        <input id="world-opens" type="datetime-local" value={opensAt} onChange={(e) => setOpensAt(e.target.value)} />
        <button type="submit" className="btn btn-accent">
          {t('control.createWorld')}
        </button>
      </form>
      {q.data?.adminWorlds.map((w) => (
        <WorldSettings key={`${w.id}-${w.opensAt}-${w.speed}-${w.economySpeed}-${w.registrationOpen}`} world={w} />
      ))}
      <AnnouncementForm worlds={q.data?.adminWorlds ?? []} />
    </>
  );
}
