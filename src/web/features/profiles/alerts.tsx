/**
 * /profile/alerts: what the commander hears about while the game is closed (each kind by push
 * and/or e-mail), quiet hours in their time zone, and the devices that receive pushes: "Enable
 * push on this device" asks the browser for permission (from that click only) and subscribes.
 */
import { MailOffNote } from './account-tab.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql, type ResultOf } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { currentSubscription, PushRefused, pushSupported, subscribeThisDevice } from './push-device.ts';
import { useCommand } from '../../lib/use-command.ts';

/** kinds whose label another feature's texts hold (decisions 070, 071) */
const OTHER_LABELS: Partial<Record<Kind, string>> = {
  allies: 'warroom.allyAttackAlert',
  announcement: 'allyops.announcementAlert',
};
const kindLabel = (kind: Kind) => OTHER_LABELS[kind] ?? `alerts.kinds.${kind}`;

const FIELDS = graphql(
  'fragment AlertSettingsFields on AlertSettings { kinds { kind push email } quietStart quietEnd attacksInQuietHours timeZone language pushPublicKey }',
);
const SETTINGS = graphql(`query AlertSettings { alertSettings { ...AlertSettingsFields } }`, [FIELDS]);
const DEVICES = graphql('query PushDevices { pushDevices { id endpoint browser os createdAt lastSentAt failing } }');
type Wire = ResultOf<typeof FIELDS>;
/** the kinds and their order are the server's (its AlertKind enum): the page lists what it is sent */
type Kind = Wire['kinds'][number]['kind'];
type Settings = Wire;
type Device = ResultOf<typeof DEVICES>['pushDevices'][number];
const KEY = ['alert-settings'];
const SAVE = graphql(
  `mutation SaveAlerts($i: AlertSettingsInput!) { saveAlertSettings(input: $i) { ...AlertSettingsFields } }`,
  [FIELDS],
);
const DEVICES_KEY = ['push-devices'];

/** The browser's own time zone: quiet hours and the times in alerts follow it. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const hours = Array.from({ length: 24 }, (_, h) => h);
const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

export function Alerts() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: KEY, queryFn: () => gql(SETTINGS).then((r) => r.alertSettings as Settings) });
  return (
    <div className="grid-2 alerts">
      <div className="panel">
        <h2>{t('alerts.title')}</h2>
        <p>{t('alerts.intro')}</p>
        {q.isPending && <p>{t('loading')}</p>}
        {q.data && <AlertsForm settings={q.data} />}
      </div>
      <div className="panel">
        <h2>{t('alerts.devices')}</h2>
        {q.data && <Devices publicKey={q.data.pushPublicKey} />}
      </div>
    </div>
  );
}

function AlertsForm({ settings }: { settings: Settings }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [kinds, setKinds] = useState(settings.kinds);
  const [quiet, setQuiet] = useState(settings.quietStart !== null);
  const [start, setStart] = useState(settings.quietStart ?? 22);
  const [end, setEnd] = useState(settings.quietEnd ?? 7);
  const [attacks, setAttacks] = useState(settings.attacksInQuietHours);
  const command = useCommand();
  const zone = browserZone();

  const toggle = (kind: Kind, channel: 'push' | 'email') =>
    setKinds((list) => list.map((k) => (k.kind === kind ? { ...k, [channel]: !k[channel] } : k)));

  async function save(e: FormEvent) {
    e.preventDefault();
    const saved = await command.run(SAVE, {
      i: {
        kinds,
        quietStart: quiet ? start : null,
        quietEnd: quiet ? end : null,
        attacksInQuietHours: attacks,
        timeZone: zone,
        language: i18n.resolvedLanguage === 'de' ? 'de' : 'en',
      },
    });
    if (!saved) return;
    notify('success', t('alerts.saved'));
    await qc.invalidateQueries({ queryKey: KEY });
  }

  return (
    <form className="form alert-form" onSubmit={save} noValidate>
      <fieldset className="alert-kinds">
        <legend>{t('alerts.what')}</legend>
        <ul>
          {kinds.map((k) => (
            <li key={k.kind}>
              <span className="alert-kind">{t(kindLabel(k.kind))}</span>
              <label>
                <input
                  type="checkbox"
                  checked={k.push}
                  onChange={() => toggle(k.kind, 'push')}
                  aria-label={t('alerts.byPush', { kind: t(kindLabel(k.kind)) })}
                />
                {t('alerts.push')}
              </label>
              <label>
                <input
                  type="checkbox"
                  checked={k.email}
                  onChange={() => toggle(k.kind, 'email')}
                  aria-label={t('alerts.byEmail', { kind: t(kindLabel(k.kind)) })}
                />
                {t('alerts.email')}
              </label>
            </li>
          ))}
        </ul>
        <p className="hint">{t('alerts.emailRule')}</p>
        <MailOffNote />
      </fieldset>
      <fieldset className="alert-quiet">
        <legend>{t('alerts.quiet')}</legend>
        <label className="check">
          <input type="checkbox" checked={quiet} onChange={() => setQuiet(!quiet)} />
          {t('alerts.quietOn')}
        </label>
        {quiet && (
          <div className="quiet-hours">
            <label>
              {t('alerts.from')}
              <select value={start} onChange={(e) => setStart(Number(e.target.value))}>
                {hours.map((h) => (
                  <option key={h} value={h}>
                    {hh(h)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('alerts.to')}
              <select value={end} onChange={(e) => setEnd(Number(e.target.value))}>
                {hours.map((h) => (
                  <option key={h} value={h}>
                    {hh(h)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
        {quiet && (
          <label className="check">
            <input type="checkbox" checked={attacks} onChange={() => setAttacks(!attacks)} />
            {t('alerts.attacksThrough')}
          </label>
        )}
        <p className="hint">{t('alerts.zone', { zone })}</p>
      </fieldset>
      <button type="submit" className="btn btn-accent" disabled={command.pending} aria-busy={command.pending}>
        {t('alerts.save')}
      </button>
    </form>
  );
}

function Devices({ publicKey }: { publicKey: string }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: DEVICES_KEY, queryFn: () => gql(DEVICES).then((r) => r.pushDevices) });
  const [mine, setMine] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState(() => pushSupported() && Notification.permission === 'denied');
  useEffect(() => {
    void currentSubscription().then((s) => setMine(s?.endpoint ?? null));
  }, []);
  const refresh = () => qc.invalidateQueries({ queryKey: DEVICES_KEY });
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const name = (d: Device) =>
    d.browser && d.os
      ? t('sessions.device', { browser: d.browser, os: d.os })
      : (d.browser ?? d.os ?? t('sessions.unknownDevice'));
  const devices = q.data ?? [];
  const here = devices.some((d) => d.endpoint === mine);

  async function enable() {
    setBusy(true);
    try {
      const sub = await subscribeThisDevice(publicKey);
      await gql(graphql('mutation RegisterPush($i: PushDeviceInput!) { registerPushDevice(input: $i) { id } }'), {
        i: { ...sub, language: i18n.resolvedLanguage === 'de' ? 'de' : 'en' },
      });
      setMine(sub.endpoint);
      notify('success', t('alerts.enabled'));
      await refresh();
    } catch (err) {
      if (err instanceof PushRefused) {
        if (err.reason === 'denied') setBlocked(true);
        notify('error', t(`alerts.refused.${err.reason}`));
      }
    } finally {
      setBusy(false);
    }
  }

  async function remove(d: Device) {
    setBusy(true);
    try {
      await gql(graphql('mutation RemovePush($id: ID!) { removePushDevice(id: $id) { ok } }'), { id: d.id });
      notify('success', t('alerts.removed'));
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
      await refresh();
    }
  }

  return (
    <>
      <p>{t('alerts.devicesIntro')}</p>
      {!pushSupported() ? (
        <p className="hint">{t('alerts.refused.unsupported')}</p>
      ) : blocked ? (
        <p className="hint">{t('alerts.refused.denied')}</p>
      ) : here ? (
        <p className="hint">{t('alerts.thisOn')}</p>
      ) : (
        <button type="button" className="btn btn-accent" disabled={busy} aria-busy={busy} onClick={() => void enable()}>
          {t('alerts.enable')}
        </button>
      )}
      {q.isPending && <p>{t('loading')}</p>}
      {devices.length === 0 && !q.isPending && <p className="hint">{t('alerts.noDevices')}</p>}
      <ul className="session-list" aria-label={t('alerts.devices')}>
        {devices.map((d) => (
          <li key={d.id} className={d.endpoint === mine ? 'current' : ''}>
            <div className="session-text">
              <strong>{name(d)}</strong>
              {d.endpoint === mine && <span className="badge">{t('sessions.current')}</span>}
              <span className="muted">
                {t('alerts.added', { when: when(d.createdAt) })}
                {d.lastSentAt ? ` · ${t('alerts.lastSent', { when: when(d.lastSentAt) })}` : ''}
                {d.failing ? ` · ${t('alerts.failing')}` : ''}
              </span>
            </div>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy}
              aria-label={t('alerts.removeOne', { device: name(d) })}
              onClick={() => void remove(d)}
            >
              {t('alerts.remove')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
