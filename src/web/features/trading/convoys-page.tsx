import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  type Cargo,
  cargoTotal,
  checkConvoy,
  type ConvoyCheck,
  convoyCapacity,
  convoySlots,
  TRADE_RESOURCES,
  type TradeResource,
} from '../../../game/index.ts';
import { ResourceIcon } from '../../components/game-icons.tsx';
import { formatDuration } from '../../components/countdown.tsx';
import { BASE_KEY, stateAt, useBase, useServerNow } from '../../lib/base-data.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify, serverText } from '../../lib/toast.tsx';
import { CONVOY_FIELDS, CONVOYS_KEY, type Convoy, useConvoys, useConvoyTerms } from './convoys-data.ts';
import { useCommand } from '../../lib/use-command.ts';

function why(t: TFunction, c: Exclude<ConvoyCheck, { ok: true }>): string {
  switch (c.reason) {
    case 'NO_OUTPOST':
      return serverText('Required building does not have enough level');
    case 'NO_CARGO':
      return serverText('You need to select an amount');
    case 'NOT_ENOUGH':
      return serverText("You don't have enough resources");
    case 'NO_CONVOY':
      return serverText('Every convoy of your trading outpost is on the way');
    case 'SELF':
      return serverText('A convoy goes to another commander');
    case 'OVER_CAPACITY':
      return t('convoys.overCapacity', { capacity: c.capacity.toLocaleString() });
    case 'PAIR_CAP':
      return t('convoys.pairCap', { left: c.left.toLocaleString() });
  }
}

function CargoList({ cargo }: { cargo: Convoy['cargo'] }) {
  const { t } = useTranslation();
  if (cargo.length === 0) return <span className="hint">{t('convoys.empty')}</span>;
  return (
    <span className="cargo">
      {cargo.map((c) => (
        <span key={c.resource} className="with-icon num">
          <ResourceIcon kind={c.resource} /> {c.amount.toLocaleString()}
          <span className="sr-only">{t(`resources.${c.resource}`)}</span>
        </span>
      ))}
    </span>
  );
}

function ConvoyRow({ c, now }: { c: Convoy; now: number }) {
  const { t } = useTranslation();
  const end = c.actionFinishTimestamp ?? now;
  const start = c.status === 'returning' ? c.arrivesAt : c.departsAt;
  const done = Math.min(1, Math.max(0, (now - start) / Math.max(1, end - start)));
  const label =
    c.direction === 'in' ? t('convoys.from', { commander: c.commander }) : t('convoys.to', { commander: c.commander });
  return (
    <li className="queue-item" data-testid="convoy" data-direction={c.direction} data-status={c.status}>
      <div className="row spread-tight">
        <strong>
          <span aria-hidden="true">{c.direction === 'in' ? '⇤ ' : '⇥ '}</span>
          {label}
        </strong>
        <span className="num">{formatDuration(end - now)}</span>
      </div>
      <p className="hint">{t(`convoys.status.${c.direction}.${c.status}`)}</p>
      <CargoList cargo={c.cargo} />
      <progress max={1} value={done} aria-label={label} />
    </li>
  );
}

const SEND = graphql(
  `mutation Send($to: String!, $cargo: [TradeAmountInput!]!) { sendConvoy(to: $to, cargo: $cargo) { ...ConvoyFields } }`,
  [CONVOY_FIELDS],
);

export function ConvoysPage() {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as { to?: string };
  const base = useBase().data;
  const now = useServerNow(base?.skewMs ?? 0);
  const convoys = useConvoys().data ?? [];
  const [to, setTo] = useState(search.to ?? '');
  const [amounts, setAmounts] = useState<Record<TradeResource, string>>({
    food: '',
    steel: '',
    energy: '',
    astromite: '',
    quantarite: '',
  });
  const command = useCommand({ invalidate: [CONVOYS_KEY, BASE_KEY, ['convoy-terms']], invalidateOnFailure: true });
  const terms = useConvoyTerms(to);
  if (!base) return <p>{t('loading')}</p>;

  const state = stateAt(base, now);
  const outpost = base.buildings['trading-outpost'] ?? 0;
  const out = convoys.filter((c) => c.direction === 'out').length;
  const cargo: Cargo = Object.fromEntries(TRADE_RESOURCES.map((r) => [r, Number(amounts[r] || 0)]));
  const receiver = terms.data;
  const check = receiver
    ? checkConvoy({
        stores: state.resources,
        outpost,
        from: base,
        to: receiver,
        cargo,
        convoysOut: out,
        sentToReceiver: receiver.sentToday,
        receiverCommandCenter: receiver.commandCenterLevel,
        worldSpeed: base.speed,
      })
    : null;
  const unknown = to.trim().length >= 3 && terms.isFetched && !terms.isFetching && receiver === null;
  const reason =
    outpost === 0
      ? serverText('Required building does not have enough level')
      : unknown
        ? serverText('No commander of that name in this galaxy')
        : check && !check.ok
          ? why(t, check)
          : null;
  const capacity = convoyCapacity(outpost);
  const total = cargoTotal(cargo);

  const fill = (r: TradeResource) => {
    const room = Math.max(
      0,
      Math.min(
        capacity - (total - Number(amounts[r] || 0)),
        receiver ? receiver.cap - receiver.sentToday - (total - Number(amounts[r] || 0)) : capacity,
      ),
    );
    setAmounts({ ...amounts, [r]: String(Math.max(0, Math.min(Math.floor(state.resources[r]), room))) });
  };

  async function send(e: React.FormEvent) {
    e.preventDefault();
    if (!check?.ok) return;
    const list = TRADE_RESOURCES.filter((r) => (check.cargo[r] ?? 0) > 0).map((resource) => ({
      resource,
      amount: check.cargo[resource] ?? 0,
    }));
    if (!(await command.run(SEND, { to: to.trim(), cargo: list }))) return;
    notify('success', t('convoys.sent', { commander: receiver?.commander ?? to }));
    setAmounts({ food: '', steel: '', energy: '', astromite: '', quantarite: '' });
  }

  return (
    <section className="page convoys">
      <h1>{t('convoys.title')}</h1>
      <p className="hint">{t('convoys.about')}</p>
      <div className="grid-2">
        <form
          className="panel form convoy-form"
          onSubmit={(e) => void send(e)}
          aria-busy={command.pending}
          aria-labelledby="convoy-form-title"
        >
          <h2 id="convoy-form-title">{t('convoys.send')}</h2>
          <p className="hint num" data-testid="outpost">
            {outpost > 0
              ? t('convoys.outpost', {
                  level: outpost,
                  capacity: capacity.toLocaleString(),
                  free: Math.max(0, convoySlots(outpost) - out),
                  slots: convoySlots(outpost),
                })
              : t('convoys.noOutpost')}
          </p>
          <label className="field">
            <span>{t('convoys.commander')}</span>
            <input
              value={to}
              onChange={(e) => setTo(e.target.value)}
              maxLength={30}
              autoComplete="off"
              spellCheck={false}
              aria-describedby="convoy-receiver"
            />
          </label>
          <p id="convoy-receiver" className="hint num" aria-live="polite">
            {receiver
              ? t('convoys.receiver', {
                  commander: receiver.commander,
                  at: `${receiver.x}:${receiver.y}`,
                  left: Math.max(0, receiver.cap - receiver.sentToday).toLocaleString(),
                })
              : t('convoys.receiverHint')}
          </p>
          <fieldset className="cargo-fields">
            <legend>{t('convoys.cargo')}</legend>
            {TRADE_RESOURCES.map((r) => (
              <div key={r} className="cargo-field">
                <span className="cargo-name">
                  <label className="with-icon" htmlFor={`cargo-${r}`}>
                    <ResourceIcon kind={r} /> {t(`resources.${r}`)}
                  </label>
                  <span className="hint num">
                    {t('convoys.inStores', { amount: Math.floor(state.resources[r]).toLocaleString() })}
                  </span>
                </span>
                <input
                  id={`cargo-${r}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={amounts[r]}
                  onChange={(e) => setAmounts({ ...amounts, [r]: e.target.value })}
                />
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  onClick={() => fill(r)}
                  aria-label={t('convoys.maxOf', { resource: t(`resources.${r}`) })}
                >
                  {t('den.max')}
                </button>
              </div>
            ))}
          </fieldset>
          <p className="hint num" data-testid="convoy-preview">
            {t('convoys.load', { total: total.toLocaleString(), capacity: capacity.toLocaleString() })}
            {check?.ok ? ` · ${t('convoys.travel', { time: formatDuration(check.travelMs) })}` : ''}
          </p>
          {reason && (
            <p className="why" id="convoy-why">
              {reason}
            </p>
          )}
          <button
            type="submit"
            className="btn btn-accent btn-big"
            disabled={!check?.ok || command.pending}
            aria-describedby={reason ? 'convoy-why' : undefined}
          >
            {command.pending ? t('convoys.sending') : t('convoys.send')}
          </button>
        </form>
        <section className="panel" aria-labelledby="convoy-list-title">
          <h2 id="convoy-list-title">{t('convoys.underWay')}</h2>
          {convoys.length === 0 ? (
            <p className="empty">{t('convoys.none')}</p>
          ) : (
            <ul className="queue" data-testid="convoys">
              {convoys.map((c) => (
                <ConvoyRow key={c.id} c={c} now={now} />
              ))}
            </ul>
          )}
          <p className="hint">
            <Link to="/reports">{t('convoys.reports')}</Link>
          </p>
        </section>
      </div>
    </section>
  );
}
