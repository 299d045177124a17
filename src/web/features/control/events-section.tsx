/**
 * /control → Events: schedule one of the five events in a world (a preview shows when it ends at
 * that world's speed and what each place pays), see every event with its participants, cancel one
 * that is coming or running. Both are audit-logged by the server.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_TYPES, EVENTS, type EventType, eventMs, prizeFor } from '../../../game/index.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql, type Narrowed, type ResultOf } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';

const FIELDS = graphql(
  'fragment AdminEventFields on AdminGalaxyEvent { id worldId type phase startsAt endsAt createdBy participants }',
);
type AdminEvent = Narrowed<ResultOf<typeof FIELDS>, { type: EventType }>;
const KEY = ['admin-events'];
const SCHEDULE = graphql(
  `mutation Schedule($w: ID!, $t: String!, $s: Float!) { scheduleEvent(worldId: $w, type: $t, startsAt: $s) { ...AdminEventFields } }`,
  [FIELDS],
);
/** A datetime-local value for an instant, in the browser's zone. */
const local = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

export function EventsSection() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const worlds = useQuery({
    queryKey: ['admin-activity'],
    queryFn: async () =>
      (await gql(graphql('query Worlds { adminWorldActivity { worldId name speed } }'))).adminWorldActivity,
  });
  const list = useQuery({
    queryKey: KEY,
    refetchInterval: 15_000,
    queryFn: async () =>
      (await gql(graphql(`query AdminEvents { adminEvents { ...AdminEventFields } }`, [FIELDS])))
        .adminEvents as AdminEvent[],
  });
  const [worldId, setWorldId] = useState('');
  const [type, setType] = useState<EventType>('power-surge');
  const [start, setStart] = useState(() => local(Date.now()));
  const command = useCommand({ invalidate: [KEY], invalidateOnFailure: true });
  const world = (worlds.data ?? []).find((w) => w.worldId === worldId) ?? worlds.data?.[0];
  const startsAt = new Date(start).getTime();
  const endsAt = Number.isFinite(startsAt) && world ? startsAt + eventMs(type, world.speed) : null;
  const when = (ms: number) => new Date(ms).toLocaleString(i18n.language);
  const nameOf = (id: string) => (worlds.data ?? []).find((w) => w.worldId === id)?.name ?? id.slice(0, 8);

  async function schedule(e: React.FormEvent) {
    e.preventDefault();
    if (!world || !Number.isFinite(startsAt)) return;
    const done = await command.run(SCHEDULE, { w: world.worldId, t: type, s: Math.max(startsAt, Date.now()) });
    if (done) notify('success', t('control.events.scheduled', { name: t(`events.names.${type}`) }));
  }
  async function cancel(ev: AdminEvent) {
    if (!window.confirm(t('control.events.confirmCancel', { name: t(`events.names.${ev.type}`) }))) return;
    try {
      await gql(graphql('mutation Cancel($id: ID!) { cancelEvent(eventId: $id) { id } }'), { id: ev.id });
      notify('info', t('control.events.cancelled'));
    } catch {
      // the server's reason was shown
    } finally {
      void qc.invalidateQueries({ queryKey: KEY });
    }
  }

  const places = [1, 2, 4, 11].filter((p) => p <= EVENTS[type].top);
  return (
    <>
      <form className="form inline" onSubmit={(e) => void schedule(e)} aria-busy={command.pending}>
        <div className="field">
          <label htmlFor="event-world">{t('control.events.world')}</label>
          <select id="event-world" value={world?.worldId ?? ''} onChange={(e) => setWorldId(e.target.value)}>
            {(worlds.data ?? []).map((w) => (
              <option key={w.worldId} value={w.worldId}>
                {w.name} (×{w.speed})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="event-type">{t('control.events.type')}</label>
          <select id="event-type" value={type} onChange={(e) => setType(e.target.value as EventType)}>
            {EVENT_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`events.names.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="field">
          <span>{t('control.events.start')}</span>
          <input type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} />
        </label>
        <div className="panel" data-testid="event-preview">
          <p>
            {endsAt
              ? t('control.events.preview', {
                  days: EVENTS[type].days,
                  ends: when(endsAt),
                  top: EVENTS[type].top,
                  who: t(`events.ranks.${EVENTS[type].ranks}`),
                })
              : t('control.events.pickStart')}
          </p>
          <ul className="hint">
            {places.map((p) => {
              const prize = prizeFor(type, p);
              return (
                <li key={p}>
                  {t('control.events.prizeLine', {
                    place: p,
                    credits: (prize?.resources.credits ?? 0).toLocaleString(),
                    shards: prize?.items['core-shard'] ?? 0,
                    dust: prize?.items['catalyst-dust'] ?? 0,
                  })}
                </li>
              );
            })}
          </ul>
        </div>
        <button type="submit" className="btn btn-accent" disabled={command.pending || !endsAt}>
          {t('control.events.schedule')}
        </button>
      </form>
      <div className="table-wrap">
        <table data-testid="admin-events">
          <caption className="sr-only">{t('control.tabs.events')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('control.events.type')}</th>
              <th scope="col">{t('control.events.world')}</th>
              <th scope="col">{t('control.events.phase')}</th>
              <th scope="col">{t('control.events.start')}</th>
              <th scope="col">{t('control.events.end')}</th>
              <th scope="col">{t('control.events.participants')}</th>
              <th scope="col">
                <span className="sr-only">{t('control.events.cancel')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(list.data ?? []).map((ev) => (
              <tr key={ev.id} data-phase={ev.phase}>
                <th scope="row">{t(`events.names.${ev.type}`)}</th>
                <td>{nameOf(ev.worldId)}</td>
                <td>{t(`events.phase.${ev.phase}`, { defaultValue: ev.phase })}</td>
                <td className="num">{when(ev.startsAt)}</td>
                <td className="num">{when(ev.endsAt)}</td>
                <td className="num">{ev.participants}</td>
                <td>
                  {(ev.phase === 'scheduled' || ev.phase === 'running') && (
                    <button type="button" className="btn btn-ghost btn-small" onClick={() => void cancel(ev)}>
                      {t('control.events.cancel')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
