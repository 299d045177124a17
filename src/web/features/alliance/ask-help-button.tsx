/** "Ask alliance for help" on a running queue item, for a commander in an alliance (decision 071). */
import { useTranslation } from 'react-i18next';
import { ALLY_HELP_KEY } from '../../lib/query-keys.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';
import { useMyAlliance } from './alliance-data.ts';
import { HELP_COMMANDS, useAllianceHelp } from './help-data.ts';

export function AskHelpButton({ queueItemId, name }: { queueItemId: string; name: string }) {
  const { t } = useTranslation();
  const inAlliance = !!useMyAlliance().data?.alliance;
  const open = useAllianceHelp(inAlliance).data;
  const command = useCommand({ invalidate: [ALLY_HELP_KEY] });
  if (!inAlliance) return null;
  const asked = open?.find((r) => r.queueItemId === queueItemId && r.mine);
  if (asked) return <span className="hint num">{t('allyops.help.asked', { helps: asked.helps, cap: asked.cap })}</span>;
  return (
    <button
      type="button"
      className="btn btn-ghost btn-small"
      disabled={command.pending}
      aria-label={t('allyops.help.askFor', { name })}
      onClick={async () => {
        if (await command.run(HELP_COMMANDS.ask, { q: queueItemId })) notify('success', t('allyops.help.askedToast'));
      }}
    >
      {t('allyops.help.ask')}
    </button>
  );
}
