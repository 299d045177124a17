import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { latestVictoryStart, victoryFits } from '../../../game/index.ts';
import { Countdown } from '../../components/countdown.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { AnnouncementForm } from './announcement-form.tsx';
import { WorldSettings } from './world-settings.tsx';

/** The victory conditions a season may have (the server's list, decision 069). */
const VICTORY_KINDS = ['top-alliance-influence', 'vault-ranking'] as const;

export function WorldsSection() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['admin-worlds'],
    queryFn: () =>
      gql(
        graphql(
          'query Worlds { adminWorlds { id name opensAt isOpen speed economySpeed registrationOpen season { lengthDays victoryKind holdDays afterDay endsAt } } }',
        ),
      ),
  });
  const [name, setName] = useState('');
  const [opensAt, setOpensAt] = useState('');
  // the season (decision 069): an empty length makes a world without end
  const [lengthDays, setLengthDays] = useState('');
  const [victoryKind, setVictoryKind] = useState<(typeof VICTORY_KINDS)[number]>('top-alliance-influence');
  const [holdDays, setHoldDays] = useState('1');
  // "hold it for N days after day M": the hold must fit before the end (the server's rule, src/game)
  const [afterDay, setAfterDay] = useState('0');
  const hold = Number(holdDays || '1');
  const afterFits = !lengthDays.trim() || victoryFits(Number(lengthDays), hold, Number(afterDay || '0'));
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
              <th>{t('season.control.ends')}</th>
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
                <td className="num">
                  {w.season
                    ? `${new Date(w.season.endsAt).toLocaleString(i18n.resolvedLanguage)} · ${t(`season.control.kinds.${w.season.victoryKind as 'vault-ranking'}`)} · ${w.season.holdDays}/${w.season.lengthDays}${w.season.afterDay > 0 ? ` > ${w.season.afterDay}` : ''}`
                    : t('season.control.endless')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form
        className="form inline"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!afterFits) {
            document.getElementById('world-after')?.focus();
            return;
          }
          try {
            const season = lengthDays.trim()
              ? { l: Number(lengthDays), v: victoryKind, h: hold, m: Number(afterDay || '0') }
              : { l: null, v: null, h: null, m: null };
            await gql(
              graphql(
                'mutation World($n: String!, $o: DateTime!, $l: Int, $v: String, $h: Int, $m: Int) { createWorld(name: $n, opensAt: $o, lengthDays: $l, victoryKind: $v, holdDays: $h, afterDay: $m) { id } }',
              ),
              { n: name, o: new Date(opensAt || Date.now()).toISOString(), ...season },
            );
            notify('success', t('control.worldCreated', { name }));
            setName('');
            setLengthDays('');
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
        <fieldset className="form inline">
          <legend>{t('season.control.legend')}</legend>
          <label htmlFor="world-length">{t('season.control.lengthDays')}</label>
          <input
            id="world-length"
            type="number"
            inputMode="numeric"
            min={1}
            max={3650}
            value={lengthDays}
            onChange={(e) => setLengthDays(e.target.value)}
          />
          <label htmlFor="world-victory">{t('season.control.victoryKind')}</label>
          <select
            id="world-victory"
            value={victoryKind}
            onChange={(e) => setVictoryKind(e.target.value as typeof victoryKind)}
          >
            {VICTORY_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`season.control.kinds.${k}`)}
              </option>
            ))}
          </select>
          <label htmlFor="world-hold">{t('season.control.holdDays')}</label>
          <input
            id="world-hold"
            type="number"
            inputMode="numeric"
            min={1}
            max={3650}
            value={holdDays}
            onChange={(e) => setHoldDays(e.target.value)}
          />
          <label htmlFor="world-after">{t('season.control.afterDay')}</label>
          <input
            id="world-after"
            type="number"
            inputMode="numeric"
            min={0}
            max={3650}
            value={afterDay}
            aria-invalid={!afterFits}
            aria-describedby="world-after-hint"
            onChange={(e) => setAfterDay(e.target.value)}
          />
          <p id="world-after-hint" className={afterFits ? 'hint' : 'error'} role={afterFits ? undefined : 'alert'}>
            {afterFits
              ? t('season.control.afterDayHint')
              : t('season.control.afterDayInvalid', {
                  max: Math.max(0, latestVictoryStart(Number(lengthDays), hold)),
                  hold,
                })}
          </p>
        </fieldset>
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
