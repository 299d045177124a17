/**
 * /backpack: what the commander holds; crates open into the stores, shields go up, radars sweep,
 * fragments convert and combine here; speed-ups are used from the queue panel.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FRAGMENTS_TO_COMBINE, ITEMS_BY_TYPE } from '../../../game/index.ts';
import { useSpendConfirm } from '../../components/spend-confirm.tsx';
import { BASE_KEY, useBase } from '../../lib/base-data.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { BACKPACK_KEY, type BackpackItem, itemAbout, itemName, useBackpack } from '../../lib/items-data.ts';
import { notify, serverText } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';
import { gameKey } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';

/** What the last use came to, shown under the item (a conversion's yield, a combined address, a radar's sweep). */
type Outcome =
  | { kind: 'converted'; unknown: number; symbols: number }
  | { kind: 'combined'; address: string; commander: string; x: number; y: number }
  | { kind: 'swept' };

const USE = graphql('mutation Use($t: String!, $n: Int!) { useItem(type: $t, count: $n) { type count } }');
const CONVERT = graphql(
  'mutation Convert($n: Int!) { convertFragments(count: $n) { backpack { type count } symbols } }',
);
const COMBINE = graphql('mutation Combine { combineFragments { backpack { type count } address commander x y } }');

function Item({
  item,
  observatory,
  onOutcome,
}: {
  item: BackpackItem;
  observatory: number;
  onOutcome: (o: Outcome) => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { profileId } = useSession();
  const [count, setCount] = useState('1');
  const command = useCommand();
  const kind = ITEMS_BY_TYPE[item.type]?.kind;
  const spend = useSpendConfirm();
  const refresh = (backpack: BackpackItem[]) => {
    qc.setQueryData(gameKey(profileId, BACKPACK_KEY), backpack);
    void qc.invalidateQueries({ queryKey: BASE_KEY });
    void qc.invalidateQueries({ queryKey: ['map'] });
    void qc.invalidateQueries({ queryKey: ['portal'] });
  };
  const open = async () => {
    const r = await command.run(USE, { t: item.type, n: kind === 'crate' ? Number(count) : 1 });
    if (!r) return;
    refresh(r.useItem);
    notify('success', 'Item used');
    if (kind === 'radar') onOutcome({ kind: 'swept' });
  };
  const convert = async () => {
    const n = Number(count);
    const r = await command.run(CONVERT, { n });
    if (!r) return;
    refresh(r.convertFragments.backpack);
    notify('success', 'Conversion Complete');
    onOutcome({ kind: 'converted', unknown: n, symbols: r.convertFragments.symbols ?? 0 });
  };
  const combine = async () => {
    const r = await command.run(COMBINE);
    if (!r) return;
    const c = r.combineFragments;
    refresh(c.backpack);
    onOutcome({ kind: 'combined', address: c.address ?? '', commander: c.commander ?? '', x: c.x ?? 0, y: c.y ?? 0 });
  };
  const countField = (
    <label className="field">
      <span>{t('shop.count')}</span>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={item.count}
        value={count}
        onChange={(e) => setCount(e.target.value)}
      />
    </label>
  );
  return (
    <li className="panel shop-item" data-item={item.type}>
      <h3>{itemName(t, item.type)}</h3>
      <p className="num">{t('backpack.count', { count: item.count })}</p>
      <p className="hint">{itemAbout(t, item.type, observatory)}</p>
      {kind === 'crate' ? (
        <div className="row">
          {countField}
          <button type="button" className="btn btn-accent" disabled={command.pending} onClick={() => void open()}>
            {t('backpack.use')}
          </button>
        </div>
      ) : kind === 'unknown-fragment' ? (
        <div className="row">
          {countField}
          <button type="button" className="btn btn-accent" disabled={command.pending} onClick={() => void convert()}>
            {t('backpack.convert')}
          </button>
        </div>
      ) : kind === 'symbols-fragment' ? (
        <>
          {item.count < FRAGMENTS_TO_COMBINE && (
            <p className="hint">{t('backpack.needMore', { count: FRAGMENTS_TO_COMBINE - item.count })}</p>
          )}
          <button
            type="button"
            className="btn btn-accent"
            disabled={command.pending || item.count < FRAGMENTS_TO_COMBINE}
            onClick={() => void combine()}
          >
            {t('backpack.combine', { count: FRAGMENTS_TO_COMBINE })}
          </button>
        </>
      ) : kind === 'shield' || kind === 'portal-shield' || kind === 'hyperdrive' || kind === 'radar' ? (
        <button
          type="button"
          className="btn btn-accent"
          disabled={command.pending}
          onClick={() =>
            // a jump spends the item for good and moves the base: it asks first (decision 044)
            kind === 'hyperdrive'
              ? spend.ask({
                  title: t('spend.jumpTitle'),
                  body: t('spend.jumpBody', { count: item.count }),
                  confirm: t('backpack.jump'),
                  run: open,
                })
              : void open()
          }
        >
          {kind === 'hyperdrive' ? t('backpack.jump') : kind === 'radar' ? t('backpack.sweep') : t('backpack.activate')}
        </button>
      ) : kind === 'teleport' ? (
        <p className="hint">{t('backpack.fromMap')}</p>
      ) : kind === 'material' ? null : (
        <p className="hint">{t('backpack.fromQueue')}</p>
      )}
      {spend.dialog}
    </li>
  );
}

/** What the last use came to: above the list, since a used-up item leaves it. */
function OutcomeLine({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  return (
    <p className="panel success-text" role="status" data-testid="item-outcome">
      {outcome.kind === 'converted' && t('backpack.converted', { unknown: outcome.unknown, symbols: outcome.symbols })}
      {outcome.kind === 'combined' && (
        <>
          {t('backpack.combined', { address: outcome.address, commander: outcome.commander })}{' '}
          <Link to="/portal" search={{ address: outcome.address }}>
            {t('backpack.toPortal')}
          </Link>
        </>
      )}
      {outcome.kind === 'swept' && (
        <>
          {t('backpack.swept')} <Link to="/galaxy">{t('backpack.toMap')}</Link>
        </>
      )}
    </p>
  );
}

export default function BackpackPage() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const q = useBackpack();
  const observatory = useBase().data?.buildings['galactic-observatory'] ?? 0;
  return (
    <section className="page">
      <h1>{t('backpack.title')}</h1>
      {outcome && <OutcomeLine outcome={outcome} />}
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
            <Item key={i.type} item={i} observatory={observatory} onOutcome={setOutcome} />
          ))}
        </ul>
      )}
    </section>
  );
}
