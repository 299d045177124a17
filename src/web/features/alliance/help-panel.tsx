/** The alliance page's open help requests: "Help" on each ally's item, "Help all" at once (decision 071). */
import { useTranslation } from 'react-i18next';
import { LiveCountdown } from '../../components/live.tsx';
import { BASE_KEY, useBase } from '../../lib/base-data.ts';
import { ALLY_HELP_KEY } from '../../lib/query-keys.ts';
import { useCommand } from '../../lib/use-command.ts';
import { notify } from '../../lib/toast.tsx';
import { HELP_COMMANDS, type HelpRequest, useAllianceHelp } from './help-data.ts';

/** The name of what a queue item works on. */
export function useItemName() {
  const { t } = useTranslation();
  return (r: { kind: string; target: string; level: number }) => {
    const name =
      r.kind === 'building'
        ? t(`buildings.${r.target}.name`)
        : r.kind === 'training' || r.kind === 'healing'
          ? t(`units.${r.target}`)
          : t(`researchNames.${r.target}`, { defaultValue: r.target });
    return `${name} ${r.kind === 'training' || r.kind === 'healing' ? `× ${r.level}` : `→ ${r.level}`}`;
  };
}

export function HelpPanel() {
  const { t } = useTranslation();
  const q = useAllianceHelp();
  const skewMs = useBase().data?.skewMs ?? 0;
  const command = useCommand({ invalidate: [ALLY_HELP_KEY, BASE_KEY] });
  const itemName = useItemName();
  const list = q.data ?? [];
  const helpable = list.filter((r) => !r.mine && !r.helpedByMe);
  const helpAll = async () => {
    const r = await command.run(HELP_COMMANDS.helpAll, {});
    if (r) notify('success', t('allyops.help.helpedAll', { count: r.helpAllAllies.helped }));
  };
  const row = (r: HelpRequest) => (
    <li key={r.id} className="queue-item" data-help={r.commander}>
      <div className="row spread-tight">
        <span>
          <strong>{r.commander}</strong> · {itemName(r)}
        </span>
        <LiveCountdown to={r.dueAt} skewMs={skewMs} testId="help-countdown" />
      </div>
      <div className="row spread-tight">
        <span className="hint num">
          {t('allyops.help.progress', { helps: r.helps, cap: r.cap, minutes: Math.round(r.cutMs / 6000) / 10 })}
        </span>
        {r.mine ? (
          <span className="hint">{t('allyops.help.yours')}</span>
        ) : r.helpedByMe ? (
          <span className="hint">{t('allyops.help.done')}</span>
        ) : (
          <button
            type="button"
            className="btn btn-accent btn-small"
            disabled={command.pending}
            aria-label={t('allyops.help.helpOne', { name: r.commander })}
            onClick={() => void command.run(HELP_COMMANDS.help, { r: r.id }, r.id)}
          >
            {t('allyops.help.help')}
          </button>
        )}
      </div>
    </li>
  );
  return (
    <section className="panel" aria-labelledby="help-title" data-testid="alliance-help">
      <div className="row spread-tight">
        <h2 id="help-title">{t('allyops.help.title')}</h2>
        {helpable.length > 1 && (
          <button type="button" className="btn btn-accent btn-small" onClick={() => void helpAll()}>
            {t('allyops.help.helpAll', { count: helpable.length })}
          </button>
        )}
      </div>
      {list.length === 0 ? (
        <p className="empty">{t('allyops.help.none')}</p>
      ) : (
        <ul className="queue">{list.map(row)}</ul>
      )}
    </section>
  );
}
