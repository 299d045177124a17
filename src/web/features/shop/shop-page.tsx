/** /shop and /shop/{item}: speed-ups, crates, shields, radars and travel for credits; the chosen item is highlighted. */
import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ItemDef, SHOP_ITEMS } from '../../../game/index.ts';
import { ResourceIcon } from '../../components/game-icons.tsx';
import { SPEND_CONFIRM_CREDITS, useSpendConfirm } from '../../components/spend-confirm.tsx';
import { BASE_KEY, useBase } from '../../lib/base-data.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { BACKPACK_KEY, itemAbout, itemName, useBackpack } from '../../lib/items-data.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';

/** The shop's shelves: which item kinds stand on each. */
const GROUPS: Record<string, ItemDef['kind'][]> = {
  speedup: ['speedup'],
  crate: ['crate'],
  shield: ['shield', 'portal-shield'],
  radar: ['radar'],
  travel: ['teleport', 'hyperdrive'],
};

type ShopItem = (typeof SHOP_ITEMS)[number];
const BUY = graphql('mutation Buy($t: String!, $n: Int!) { buyItem(type: $t, count: $n) { type count } }');

function ShopCard({ item, credits, held, chosen }: { item: ShopItem; credits: number; held: number; chosen: boolean }) {
  const { t } = useTranslation();
  const [count, setCount] = useState('1');
  const command = useCommand({ invalidate: [BACKPACK_KEY, BASE_KEY] });
  const ref = useRef<HTMLLIElement>(null);
  const n = Number(count);
  const total = Number.isInteger(n) && n > 0 ? item.price * n : 0;
  useEffect(() => {
    if (chosen) ref.current?.scrollIntoView({ block: 'center' });
  }, [chosen]);
  const spend = useSpendConfirm();
  const purchase = async () => {
    if (await command.run(BUY, { t: item.type, n })) notify('success', 'Item bought');
  };
  // a big purchase asks first (decision 044)
  const buy = () =>
    total >= SPEND_CONFIRM_CREDITS
      ? spend.ask({
          title: t('spend.buyTitle'),
          body: t('spend.buyBody', { count: n, item: itemName(t, item.type), credits: total.toLocaleString() }),
          confirm: t('spend.buyConfirm', { credits: total.toLocaleString() }),
          run: purchase,
        })
      : purchase();
  const short = total > credits;
  return (
    <li ref={ref} className={chosen ? 'panel shop-item chosen' : 'panel shop-item'} data-item={item.type}>
      <h3>
        <Link to="/shop/$item" params={{ item: item.type }}>
          {itemName(t, item.type)}
        </Link>
      </h3>
      <p className="hint">{itemAbout(t, item.type)}</p>
      <p className="hint">{t('shop.held', { count: held })}</p>
      <div className="row">
        <label className="field">
          <span>{t('shop.count')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            value={count}
            onChange={(e) => setCount(e.target.value)}
          />
        </label>
        <span className={short ? 'num short' : 'num'} data-testid="price">
          <ResourceIcon kind="credits" /> {total}
        </span>
      </div>
      <button
        type="button"
        className="btn btn-accent"
        disabled={command.pending || total === 0 || short}
        onClick={() => void buy()}
      >
        {t('shop.buy')}
      </button>
      {short && <p className="why">{t('shop.short')}</p>}
      {spend.dialog}
    </li>
  );
}

export default function ShopPage() {
  const { t } = useTranslation();
  const { item } = useParams({ strict: false }) as { item?: string };
  const base = useBase().data;
  const backpack = useBackpack().data ?? [];
  const credits = base?.snapshot.amounts.credits ?? 0;
  const held = (type: string) => backpack.find((b) => b.type === type)?.count ?? 0;
  return (
    <section className="page">
      <div className="row spread-tight">
        <h1>{t('shop.title')}</h1>
        <p className="num">
          <ResourceIcon kind="credits" /> {t('shop.credits', { count: credits })}
        </p>
      </div>
      {Object.entries(GROUPS).map(([group, kinds]) => (
        <section key={group} aria-labelledby={`shop-${group}`}>
          <h2 id={`shop-${group}`}>{t(`shop.kinds.${group}`)}</h2>
          <ul className="shop-grid">
            {SHOP_ITEMS.filter((i) => kinds.includes(i.kind)).map((i) => (
              <ShopCard key={i.type} item={i} credits={credits} held={held(i.type)} chosen={item === i.type} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
