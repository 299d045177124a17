/**
 * /control → Worlds: one world's settings — opening time, open to new commanders, its fleet and timer
 * speed and its economy speed (only while nobody lives there, decision 042) — with a reason, audit-logged.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';

export interface WorldSettingsValue {
  id: string;
  name: string;
  opensAt: string;
  speed: number;
  economySpeed: number;
  registrationOpen: boolean;
}

/** "2026-11-26T09:30" in the admin's local time, as a datetime-local input wants it. */
const localInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function WorldSettings({ world }: { world: WorldSettingsValue }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [opensAt, setOpensAt] = useState(localInput(world.opensAt));
  const [open, setOpen] = useState(world.registrationOpen);
  const [speed, setSpeed] = useState(String(world.speed));
  const [economySpeed, setEconomySpeed] = useState(String(world.economySpeed));
  const [reason, setReason] = useState('');
  const command = useCommand();
  const id = `world-${world.id}`;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (
      !(await command.run(
        graphql(
          'mutation Settings($w: ID!, $o: DateTime, $r: Boolean, $s: Int, $e: Int, $why: String!) { adminChangeWorldSettings(worldId: $w, opensAt: $o, registrationOpen: $r, speed: $s, economySpeed: $e, reason: $why) { id } }',
        ),
        {
          w: world.id,
          o: new Date(opensAt).toISOString(),
          r: open,
          s: Number(speed),
          e: Number(economySpeed),
          why: reason,
        },
      ))
    )
      return;
    notify('success', t('control.worldSettings.saved', { name: world.name }));
    setReason('');
    await qc.invalidateQueries({ queryKey: ['admin-worlds'] });
  };

  return (
    <form
      className="form world-settings"
      onSubmit={(e) => void save(e)}
      aria-label={t('control.worldSettings.title', { name: world.name })}
    >
      <h3>{t('control.worldSettings.title', { name: world.name })}</h3>
      <div className="field">
        <label htmlFor={`${id}-opens`}>{t('control.opensAt')}</label>
        <input id={`${id}-opens`} type="datetime-local" value={opensAt} onChange={(e) => setOpensAt(e.target.value)} />
      </div>
      <div className="field checkbox">
        <input id={`${id}-open`} type="checkbox" checked={open} onChange={(e) => setOpen(e.target.checked)} />
        <label htmlFor={`${id}-open`}>{t('control.worldSettings.registrationOpen')}</label>
      </div>
      <div className="field">
        <label htmlFor={`${id}-speed`}>{t('control.worldSettings.speed')}</label>
        <input
          id={`${id}-speed`}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={speed}
          onChange={(e) => setSpeed(e.target.value)}
        />
        <p className="hint">{t('control.worldSettings.speedHint')}</p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-economy`}>{t('control.worldSettings.economySpeed')}</label>
        <input
          id={`${id}-economy`}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={economySpeed}
          onChange={(e) => setEconomySpeed(e.target.value)}
        />
        <p className="hint">{t('control.worldSettings.economySpeedHint')}</p>
        <p className="hint">{t('control.worldSettings.speedRule')}</p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('control.moderation.reason')}</label>
        <input id={`${id}-reason`} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      </div>
      <button type="submit" className="btn btn-accent" disabled={command.pending}>
        {t('control.worldSettings.save')}
      </button>
    </form>
  );
}
