/** /control/player/{id}: give the commander credits and items as a claimable reward report, with a note (audit-logged by the server). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_ITEMS } from '../../../game/index.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { itemName } from '../../lib/items-data.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';

export function GrantReward({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const [credits, setCredits] = useState('0');
  const [item, setItem] = useState('');
  const [count, setCount] = useState('1');
  const [note, setNote] = useState('');
  const command = useCommand();
  async function grant(e: React.FormEvent) {
    e.preventDefault();
    if (
      !(await command.run(
        graphql(
          'mutation Grant($p: ID!, $c: Int!, $i: [UnitCountInput!]!, $n: String!) { grantReward(profileId: $p, credits: $c, items: $i, note: $n) }',
        ),
        {
          p: profileId,
          c: Number(credits || 0),
          i: item ? [{ type: item, count: Number(count || 1) }] : [],
          n: note,
        },
      ))
    )
      return;
    notify('success', t('control.reward.sent'));
    setNote('');
  }
  return (
    <form
      className="panel form"
      onSubmit={(e) => void grant(e)}
      aria-busy={command.pending}
      aria-labelledby="grant-title"
    >
      <h2 id="grant-title">{t('control.reward.title')}</h2>
      <p className="hint">{t('control.reward.about')}</p>
      <label className="field">
        <span>{t('control.reward.credits')}</span>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={credits}
          onChange={(e) => setCredits(e.target.value)}
        />
      </label>
      <div className="field">
        <label htmlFor="grant-item">{t('control.reward.item')}</label>
        <select id="grant-item" value={item} onChange={(e) => setItem(e.target.value)}>
          <option value="">{t('control.reward.noItem')}</option>
          {SHOP_ITEMS.map((i) => (
            <option key={i.type} value={i.type}>
              {itemName(t, i.type)}
            </option>
          ))}
        </select>
      </div>
      {item && (
        <label className="field">
          <span>{t('control.reward.count')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={count}
            onChange={(e) => setCount(e.target.value)}
          />
        </label>
      )}
      <label className="field">
        <span>{t('control.reward.note')}</span>
        <input value={note} maxLength={300} onChange={(e) => setNote(e.target.value)} />
      </label>
      <button type="submit" className="btn btn-accent" disabled={command.pending}>
        {t('control.reward.send')}
      </button>
    </form>
  );
}
