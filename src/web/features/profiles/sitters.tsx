/**
 * Sitting on the profile (decision 066): name a sitter for some hours, see and revoke the sitters
 * named, read the log of what they did; and the bases this commander may sit, each a way in.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SITTER_COMMANDS } from '../../../game/index.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { useGameKey } from '../../lib/query-keys.ts';
import { startSitting, useSitAs } from '../../lib/sitting.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';

export const SITTING_KEY = ['sitting'];
const SEATS_KEY = ['sitting-seats'];
const DAY = 86_400_000;
const OVERVIEW = graphql(
  'query Sitting { sitting { sitters { sitterId commander until } budgetUsedMs budgetMs log { id commander action at } } }',
);
const SEATS = graphql('query SittingSeats { sittingSeats { ownerId commander until } }');
const NAME = graphql(
  'mutation NameSitter($c: String!, $h: Int!) { nameSitter(commander: $c, hours: $h) { sitters { commander until } } }',
);
const REVOKE = graphql('mutation RevokeSitter($id: String!) { revokeSitter(sitterId: $id) { sitters { commander } } }');

export function SittersPanel() {
  const { t, i18n } = useTranslation();
  const sitAs = useSitAs();
  const q = useQuery({ queryKey: useGameKey(SITTING_KEY), queryFn: async () => (await gql(OVERVIEW)).sitting });
  const command = useCommand({ invalidate: [SITTING_KEY] });
  const [commander, setCommander] = useState('');
  const [hours, setHours] = useState(24);
  const when = (ms: number) =>
    new Date(ms).toLocaleString(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  // a sitter does not manage the owner's sitters: the panel is the signed-in commander's own
  if (sitAs) return null;
  const s = q.data;
  return (
    <section className="panel" aria-labelledby="sitters-title" data-testid="sitters">
      <h2 id="sitters-title">{t('sitting.title')}</h2>
      <p className="hint">{t('sitting.about')}</p>
      <form
        className="form inline"
        onSubmit={async (e) => {
          e.preventDefault();
          const r = await command.run(NAME, { c: commander, h: hours });
          if (r) {
            const named = r.nameSitter.sitters.find(
              (x) => x.commander.toLowerCase() === commander.trim().toLowerCase(),
            );
            notify(
              'success',
              t('sitting.named', { commander: named?.commander ?? commander, until: when(named?.until ?? 0) }),
            );
            setCommander('');
          }
        }}
      >
        <div className="field">
          <label htmlFor="sitter-commander">{t('sitting.commander')}</label>
          <input
            id="sitter-commander"
            value={commander}
            required
            maxLength={40}
            onChange={(e) => setCommander(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="sitter-hours">{t('sitting.hours')}</label>
          <input
            id="sitter-hours"
            type="number"
            min={1}
            max={48}
            value={hours}
            onChange={(e) => setHours(Math.trunc(Number(e.target.value)))}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={command.pending || !commander.trim()}>
          {t('sitting.name')}
        </button>
      </form>
      {!s ? (
        <p>{t('loading')}</p>
      ) : (
        <>
          <p className="hint" data-testid="sitting-budget">
            {t('sitting.budget', { used: (s.budgetUsedMs / DAY).toFixed(1), max: Math.round(s.budgetMs / DAY) })}
          </p>
          {s.sitters.length === 0 ? (
            <p className="empty">{t('sitting.none')}</p>
          ) : (
            <ul className="plain-list" data-testid="sitter-list">
              {s.sitters.map((x) => (
                <li key={x.sitterId}>
                  <strong>{x.commander}</strong> {t('sitting.until', { until: when(x.until) })}{' '}
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={command.pending}
                    onClick={async () => {
                      if (await command.run(REVOKE, { id: x.sitterId })) notify('success', t('sitting.revoked'));
                    }}
                  >
                    {t('sitting.revoke')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <h3>{t('sitting.log')}</h3>
          {s.log.length === 0 ? (
            <p className="empty">{t('sitting.logEmpty')}</p>
          ) : (
            <div className="table-wrap">
              <table data-testid="sitting-log">
                <thead>
                  <tr>
                    <th scope="col">{t('sitting.logWhen')}</th>
                    <th scope="col">{t('sitting.logWho')}</th>
                    <th scope="col">{t('sitting.logWhat')}</th>
                  </tr>
                </thead>
                <tbody>
                  {s.log.map((l) => (
                    <tr key={l.id}>
                      <td>{when(l.at)}</td>
                      <td>{l.commander}</td>
                      <td>
                        {SITTER_COMMANDS[l.action] ? t(`sitting.actions.${SITTER_COMMANDS[l.action]}`) : ''}{' '}
                        <code className="hint">{l.action}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <SeatsList />
    </section>
  );
}

/** The bases this commander may sit now, each a button that switches this tab into it. */
function SeatsList() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const q = useQuery({ queryKey: useGameKey(SEATS_KEY), queryFn: async () => (await gql(SEATS)).sittingSeats });
  if (!q.data || q.data.length === 0) return null;
  return (
    <>
      <h3>{t('sitting.seats')}</h3>
      <ul className="plain-list" data-testid="sitting-seats">
        {q.data.map((seat) => (
          <li key={seat.ownerId}>
            <button
              type="button"
              className="btn"
              onClick={() => {
                startSitting({ ownerId: seat.ownerId, commander: seat.commander });
                // every query is read again for the sat base
                void qc.resetQueries();
                navigate({ to: '/base' });
              }}
            >
              {t('sitting.sit', { commander: seat.commander })}
            </button>{' '}
            <span className="hint">
              {t('sitting.until', {
                until: new Date(seat.until).toLocaleString(i18n.resolvedLanguage, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
