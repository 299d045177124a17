/** /backpack: what the commander holds; crates open into the stores, speed-ups are used from the queue panel. */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ITEMS_BY_TYPE } from '../../../game/index.ts';
import { BASE_KEY } from '../../lib/base-data.ts';
import { gql } from '../../lib/graphql.ts';
import { BACKPACK_KEY, type BackpackItem, itemAbout, itemName, useBackpack } from '../../lib/items-data.ts';
import { notify, serverText } from '../../lib/toast.tsx';

function Item({ item }: { item: BackpackItem }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [count, setCount] = useState('1');
  const [busy, setBusy] = useState(false);
  const kind = ITEMS_BY_TYPE[item.type]?.kind;
  const crate = kind === 'crate';
  const open = async () => {
    setBusy(true);
    try {
      const r = await gql<{ useItem: BackpackItem[] }>('mutation Use($t: String!, $n: Int!) { useItem(type: $t, count: $n) { type count } }', { t: item.type, n: Number(count) });
      qc.setQueryData(BACKPACK_KEY, r.useItem);
      void qc.invalidateQueries({ queryKey: BASE_KEY });
      void qc.invalidateQueries({ queryKey: ['map'] });
      notify('success', 'Item used');
    } catch {
      // the server's reason was shown
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="panel shop-item" data-item={item.type}>
      <h3>{itemName(t, item.type)}</h3>
      <p className="num">{t('backpack.count', { count: item.count })}</p>
      <p className="hint">{itemAbout(t, item.type)}</p>
      {crate ? (
        <div className="row">
          <label className="field">
            <span>{t('shop.count')}</span>
            <input type="number" inputMode="numeric" min={1} max={item.count} value={count} onChange={(e) => setCount(e.target.value)} />
          </label>
          <button type="button" className="btn btn-accent" disabled={busy} onClick={() => void open()}>
            {t('backpack.use')}
          </button>
        </div>
      ) : kind === 'shield' || kind === 'hyperdrive' ? (
        <button type="button" className="btn btn-accent" disabled={busy} onClick={() => void open()}>
          {kind === 'shield' ? t('backpack.activate') : t('backpack.jump')}
        </button>
      ) : kind === 'teleport' ? (
        <p className="hint">{t('backpack.fromMap')}</p>
      ) : (
        <p className="hint">{t('backpack.fromQueue')}</p>
      )}
    </li>
  );
}

export default function BackpackPage() {
  const { t } = useTranslation();
  const q = useBackpack();
  return (
    <section className="page">
      <h1>{t('backpack.title')}</h1>
      {q.isPending ? (
        <p>{t('loading')}</p>
      ) : q.isError ? (
        <p className="error-box">{serverText('Error loading backpack')}</p>
      ) : q.data.length === 0 ? (
        <p className="panel empty">
          {t('backpack.empty')} <Link to="/shop">{t('backpack.toShop')}</Link>
        </p>
      ) : (
        <ul className="shop-grid" data-testid="backpack">
          {q.data.map((i) => (
            <Item key={i.type} item={i} />
          ))}
        </ul>
      )}
    </section>
  );
}
