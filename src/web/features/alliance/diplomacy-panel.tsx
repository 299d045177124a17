/** The alliance page's diplomacy (decision 070): relations in force and waiting; the leader proposes, accepts, ends. */
import { type FormEvent, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { DIPLOMACY_KEY } from '../../lib/query-keys.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';
import { DIPLOMACY_COMMANDS, type Relation, useOtherAlliances, useRelations } from './diplomacy-data.ts';

const KINDS = ['pact', 'ally', 'war'] as const;

export function DiplomacyPanel({ allianceId, leader }: { allianceId: string; leader: boolean }) {
  const { t, i18n } = useTranslation();
  const q = useRelations();
  const [search, setSearch] = useState('');
  const others = useOtherAlliances(leader, useDeferredValue(search.trim()));
  const cmd = useCommand({ invalidate: [DIPLOMACY_KEY, ['map']] });
  const [to, setTo] = useState('');
  const [kind, setKind] = useState<(typeof KINDS)[number]>('pact');
  const candidates = (others.data ?? []).filter((a) => a.id !== allianceId);
  const propose = async (e: FormEvent) => {
    e.preventDefault();
    if (!to) return;
    if (await cmd.run(DIPLOMACY_COMMANDS.propose, { a: to, k: kind })) notify('success', t('warroom.proposed'));
  };
  const line = (r: Relation) =>
    t(`warroom.status.${r.status}`, { since: new Date(r.since).toLocaleDateString(i18n.resolvedLanguage) });
  return (
    <section className="panel" aria-labelledby="diplomacy-title">
      <h2 id="diplomacy-title">{t('warroom.diplomacyTitle')}</h2>
      <p className="hint">{t('warroom.diplomacyHint')}</p>
      {q.data && q.data.length === 0 && <p className="empty">{t('warroom.noRelations')}</p>}
      <ul className="queue" data-testid="relations">
        {q.data?.map((r) => (
          <li key={r.id} className="row spread-tight" data-relation={r.kind} data-status={r.status}>
            <span>
              <strong>{t(`warroom.relation.${r.kind}`)}</strong> [{r.alliance.tag}] {r.alliance.name}{' '}
              <span className="hint">{line(r)}</span>
            </span>
            {leader && (
              <span className="row">
                {r.status === 'asked' && (
                  <button
                    type="button"
                    className="btn btn-accent btn-small"
                    disabled={cmd.pending}
                    onClick={async () => {
                      if (await cmd.run(DIPLOMACY_COMMANDS.accept, { r: r.id }))
                        notify('success', t('warroom.accepted'));
                    }}
                  >
                    {t('warroom.accept')}
                  </button>
                )}
                <ConfirmButton
                  label={t(
                    r.status === 'in-force'
                      ? 'warroom.end'
                      : r.status === 'asked'
                        ? 'warroom.decline'
                        : 'warroom.withdraw',
                  )}
                  question={t('warroom.endQuestion', {
                    relation: t(`warroom.relation.${r.kind}`),
                    tag: r.alliance.tag,
                  })}
                  onConfirm={async () => {
                    if (await cmd.run(DIPLOMACY_COMMANDS.end, { r: r.id })) notify('success', t('warroom.ended'));
                  }}
                  className="btn btn-ghost btn-small"
                />
              </span>
            )}
          </li>
        ))}
      </ul>
      {leader ? (
        <form className="row wrap" onSubmit={propose} data-testid="propose-relation">
          <label>
            {t('warroom.findAlliance')}{' '}
            <input
              type="search"
              value={search}
              maxLength={40}
              placeholder={t('warroom.findHint')}
              onChange={(e) => setSearch(e.target.value)}
            />
          </label>
          <label>
            {t('warroom.otherAlliance')}{' '}
            <select value={to} onChange={(e) => setTo(e.target.value)} required>
              <option value="">—</option>
              {candidates.map((a) => (
                <option key={a.id} value={a.id}>
                  [{a.tag}] {a.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('warroom.kind')}{' '}
            <select value={kind} onChange={(e) => setKind(e.target.value as (typeof KINDS)[number])}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`warroom.relation.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn-accent" disabled={cmd.pending || !to}>
            {kind === 'war' ? t('warroom.declare') : t('warroom.propose')}
          </button>
        </form>
      ) : (
        <p className="hint">{t('warroom.leaderOnly')}</p>
      )}
    </section>
  );
}
