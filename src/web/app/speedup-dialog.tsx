/** Speed up a running queue item with speed-ups from the backpack: choose one and how many, see the time left after. */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkItemUse, ITEMS_BY_TYPE, spedUpDue, speedupsFor } from '../../game/index.ts';
import { formatDuration } from '../components/countdown.tsx';
import { Dialog } from '../components/dialog.tsx';
import { BASE_KEY, type QueueItem, useServerNow } from '../lib/base-data.ts';
import { graphql } from '../lib/graphql-doc.ts';
import { BACKPACK_KEY, itemName, useBackpack } from '../lib/items-data.ts';
import { notify, serverText } from '../lib/toast.tsx';
import { useCommand } from '../lib/use-command.ts';
import { gameKey } from '../lib/query-keys.ts';
import { useSession } from '../lib/session.ts';

export function SpeedupDialog({
  item,
  name,
  skewMs,
  onClose,
}: {
  item: QueueItem;
  name: string;
  skewMs: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // an open dialog shows the time left: it ticks (the queue row under it does not re-render)
  const now = useServerNow(skewMs);
  const qc = useQueryClient();
  const { profileId } = useSession();
  const backpack = useBackpack().data ?? [];
  const held = (type: string) => backpack.find((b) => b.type === type)?.count ?? 0;
  const options = speedupsFor(item.kind).filter((d) => held(d.type) > 0);
  const [type, setType] = useState<string | null>(null);
  const [amount, setAmount] = useState('1');
  const command = useCommand();
  const chosen = type ?? options[0]?.type ?? null;
  const count = Number(amount);
  const check = chosen ? checkItemUse(chosen, count, held(chosen), item.kind) : null;
  const def = chosen ? ITEMS_BY_TYPE[chosen] : undefined;
  const after = def?.kind === 'speedup' && check?.ok ? spedUpDue(item.dueAt, def.ms, count, now) - now : null;

  async function use(e: React.FormEvent) {
    e.preventDefault();
    if (!chosen || !check?.ok) return;
    const r = await command.run(
      graphql(
        'mutation Speed($q: ID!, $t: String!, $n: Int!) { speedUp(queueItemId: $q, type: $t, count: $n) { type count } }',
      ),
      { q: item.id, t: chosen, n: count },
    );
    if (!r) return;
    qc.setQueryData(gameKey(profileId, BACKPACK_KEY), r.speedUp);
    void qc.invalidateQueries({ queryKey: BASE_KEY });
    notify('success', 'Speed up successful');
    onClose();
  }

  return (
    <Dialog title={t('speedup.title', { name })} onClose={onClose} labelClose={t('auth.close')}>
      {options.length === 0 ? (
        <>
          <p className="why">{serverText('No speedups available')}</p>
          <Link to="/shop" className="btn btn-ghost" onClick={onClose}>
            {t('speedup.toShop')}
          </Link>
        </>
      ) : (
        <form className="training" onSubmit={(e) => void use(e)}>
          <p className="hint num">{t('speedup.left', { time: formatDuration(item.dueAt - now) })}</p>
          <fieldset className="unit-choice">
            <legend>{t('speedup.which')}</legend>
            {options.map((d) => (
              <label key={d.type} className={chosen === d.type ? 'unit-option chosen' : 'unit-option'}>
                <input
                  type="radio"
                  name="speedup"
                  value={d.type}
                  checked={chosen === d.type}
                  onChange={() => setType(d.type)}
                />
                <strong>{itemName(t, d.type)}</strong>
                <span className="hint num">{t('shop.held', { count: held(d.type) })}</span>
              </label>
            ))}
          </fieldset>
          <label className="field">
            <span>{t('shop.count')}</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={chosen ? held(chosen) : 1}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </label>
          {after !== null && (
            <p className="num" data-testid="after-speedup">
              {after <= 0 ? t('speedup.doneNow') : t('speedup.leftAfter', { time: formatDuration(after) })}
            </p>
          )}
          {check && !check.ok && (
            <p className="why">
              {check.reason === 'NO_AMOUNT'
                ? serverText('You need to select an amount')
                : serverText('Not enough items')}
            </p>
          )}
          <button type="submit" className="btn btn-accent" disabled={!check?.ok || command.pending}>
            {t('speedup.use')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
