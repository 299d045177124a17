/**
 * /control/player/{id}: what an admin does to an account and a commander: suspend until a
 * time or ban, lift it, sign out everywhere; grant or remove resources, credits and items; rename.
 * Every action needs a reason (kept in the audit log with the values before and after); the
 * destructive ones ask first.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ITEMS, RESOURCES } from '../../../game/index.ts';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { gql } from '../../lib/graphql.ts';
import { type Document, graphql } from '../../lib/graphql-doc.ts';
import { itemName } from '../../lib/items-data.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';

export interface Standing {
  id: string;
  suspendedUntil: number | null;
  banned: boolean;
  suspensionReason: string | null;
}

/** Runs an admin action; the server's refusal is shown by the client, success by a toast; the page is read again. */
function useAdminAction(profileId: string) {
  const qc = useQueryClient();
  const command = useCommand();
  return {
    busy: command.pending,
    async run<V>(query: Document<unknown, V>, variables: V, done: string) {
      if (!(await command.run(query, variables))) return false;
      notify('success', done);
      // the account and the commander's base (its stores, units and items) are read again: totals fresh after a grant
      await Promise.all([
        qc.invalidateQueries({ queryKey: ['admin-player', profileId] }),
        qc.invalidateQueries({ queryKey: ['admin-base', profileId] }),
        qc.invalidateQueries({ queryKey: ['admin-audit'] }),
      ]);
      return true;
    },
  };
}

export function AccountModeration({ profileId, account }: { profileId: string; account: Standing }) {
  const { t, i18n } = useTranslation();
  const action = useAdminAction(profileId);
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [ban, setBan] = useState(false);
  const when = (ms: number) => new Date(ms).toLocaleString(i18n.resolvedLanguage);
  const untilMs = until ? new Date(until).getTime() : Number.NaN;
  // a suspension needs an end in the future (the server reads no end as a ban)
  const suspendable = Number.isFinite(untilMs) && untilMs > Date.now();

  const suspend = () => {
    if (!ban && !suspendable) return false;
    return action.run(
      graphql(
        'mutation Suspend($a: ID!, $u: Float, $r: String!) { adminSuspendAccount(accountId: $a, until: $u, reason: $r) { accountId } }',
      ),
      { a: account.id, u: ban ? null : untilMs, r: reason },
      ban ? t('control.moderation.banned') : t('control.moderation.suspended'),
    );
  };

  return (
    <section className="panel form" aria-labelledby="standing-title">
      <h2 id="standing-title">{t('control.moderation.title')}</h2>
      <p data-testid="standing" className={account.suspendedUntil ? 'error-box' : 'hint'}>
        {account.banned
          ? t('control.moderation.isBanned', { reason: account.suspensionReason })
          : account.suspendedUntil
            ? t('control.moderation.isSuspended', {
                until: when(account.suspendedUntil),
                reason: account.suspensionReason,
              })
            : t('control.moderation.inGoodStanding')}
      </p>
      <label className="field">
        <span>{t('control.moderation.reason')}</span>
        <input value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      </label>
      {/* a suspension ends at a time; a ban has no end: two choices, never a suspension without an end that bans */}
      <fieldset className="choice">
        <legend>{t('control.moderation.kind')}</legend>
        <label>
          <input type="radio" name="standing-kind" checked={!ban} onChange={() => setBan(false)} />
          <span>{t('control.moderation.kindSuspend')}</span>
        </label>
        <label>
          <input type="radio" name="standing-kind" checked={ban} onChange={() => setBan(true)} />
          <span>{t('control.moderation.ban')}</span>
        </label>
      </fieldset>
      {!ban && (
        <label className="field">
          <span>{t('control.moderation.until')}</span>
          <input type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} />
        </label>
      )}
      {!ban && !suspendable && (
        <p className="hint" id="suspend-why">
          {t('control.moderation.untilNeeded')}
        </p>
      )}
      <div className="row">
        <ConfirmButton
          disabled={!ban && !suspendable}
          describedBy={!ban && !suspendable ? 'suspend-why' : undefined}
          label={ban ? t('control.moderation.doBan') : t('control.moderation.doSuspend')}
          question={
            ban
              ? t('control.moderation.banQuestion')
              : t('control.moderation.suspendQuestion', { until: Number.isFinite(untilMs) ? when(untilMs) : '—' })
          }
          onConfirm={suspend}
        />
        {account.suspendedUntil && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={action.busy}
            onClick={() =>
              void action.run(
                graphql(
                  'mutation Lift($a: ID!, $r: String!) { adminLiftSuspension(accountId: $a, reason: $r) { accountId } }',
                ),
                { a: account.id, r: reason },
                t('control.moderation.lifted'),
              )
            }
          >
            {t('control.moderation.lift')}
          </button>
        )}
        <ConfirmButton
          className="btn btn-ghost"
          label={t('control.moderation.signOut')}
          question={t('control.moderation.signOutQuestion')}
          onConfirm={() =>
            action.run(
              graphql(
                'mutation SignOut($a: ID!, $r: String!) { adminSignOutEverywhere(accountId: $a, reason: $r) { sessionsEnded } }',
              ),
              { a: account.id, r: reason },
              t('control.moderation.signedOut'),
            )
          }
        />
      </div>
    </section>
  );
}

export function CommanderCorrections({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const action = useAdminAction(profileId);
  const [kind, setKind] = useState<string>('credits');
  const [amount, setAmount] = useState('');
  const [item, setItem] = useState<string>(ITEMS[0]?.type ?? '');
  const [count, setCount] = useState('');
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');

  const doAdjust = () =>
    action.run(
      graphql(
        'mutation Adjust($p: ID!, $d: [ResourceDeltaInput!]!, $r: String!) { adminAdjustResources(profileId: $p, delta: $d, reason: $r) { type count } }',
      ),
      { p: profileId, d: [{ kind, amount: Number(amount) }], r: reason },
      t('control.moderation.adjusted'),
    );
  const adjust = (e: FormEvent) => {
    e.preventDefault();
    void doAdjust();
  };
  const doItems = () =>
    action.run(
      graphql(
        'mutation Items($p: ID!, $i: String!, $d: Int!, $r: String!) { adminAdjustItems(profileId: $p, type: $i, delta: $d, reason: $r) { count } }',
      ),
      { p: profileId, i: item, d: Number(count), r: reason },
      t('control.moderation.adjusted'),
    );
  const items = (e: FormEvent) => {
    e.preventDefault();
    void doItems();
  };
  const [spot, setSpot] = useState({ x: '', y: '' });
  const doMove = () =>
    action.run(
      graphql(
        'mutation Move($p: ID!, $x: Int!, $y: Int!, $r: String!) { adminMoveBase(profileId: $p, x: $x, y: $y, reason: $r) { x y } }',
      ),
      { p: profileId, x: Number(spot.x), y: Number(spot.y), r: reason },
      t('control.moderation.moved'),
    );
  const move = (e: FormEvent) => e.preventDefault();
  const alliance = useQuery({
    queryKey: ['admin-player', profileId, 'alliance'],
    queryFn: async () =>
      (
        await gql(graphql('query Alliance($p: ID!) { adminCommanderAlliance(profileId: $p) { id name tag } }'), {
          p: profileId,
        })
      ).adminCommanderAlliance,
  });
  const [ally, setAlly] = useState({ name: '', tag: '' });
  const renameAlliance = (e: FormEvent) => {
    e.preventDefault();
    if (!alliance.data) return;
    void action.run(
      graphql(
        'mutation RenameAlliance($a: ID!, $n: String!, $t: String!, $r: String!) { adminRenameAlliance(allianceId: $a, name: $n, tag: $t, reason: $r) { name } }',
      ),
      { a: alliance.data.id, n: ally.name, t: ally.tag, r: reason },
      t('control.moderation.allianceRenamed'),
    );
  };
  const [minutes, setMinutes] = useState('60');
  const mute = (e: FormEvent) => {
    e.preventDefault();
    void action.run(
      graphql(
        'mutation Mute($p: ID!, $m: Int!, $r: String!) { adminMuteCommander(profileId: $p, minutes: $m, reason: $r) { mutedUntil } }',
      ),
      { p: profileId, m: Number(minutes), r: reason },
      minutes === '0' ? t('control.moderation.unmuted') : t('control.moderation.mutedDone'),
    );
  };
  const rename = (e: FormEvent) => {
    e.preventDefault();
    void action.run(
      graphql(
        'mutation Rename($p: ID!, $u: String!, $r: String!) { adminRenameCommander(profileId: $p, username: $u, reason: $r) }',
      ),
      { p: profileId, u: name, r: reason },
      t('control.moderation.renamed'),
    );
  };

  return (
    <section className="panel form" aria-labelledby="corrections-title">
      <h2 id="corrections-title">{t('control.moderation.corrections')}</h2>
      <p className="hint">{t('control.moderation.correctionsAbout')}</p>
      <label className="field">
        <span>{t('control.moderation.reason')}</span>
        <input value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      </label>
      <form className="row wrap" onSubmit={adjust} aria-label={t('control.moderation.resources')}>
        <div className="field">
          <label htmlFor="adjust-kind">{t('control.moderation.resource')}</label>
          <select id="adjust-kind" value={kind} onChange={(e) => setKind(e.target.value)}>
            {RESOURCES.map((r) => (
              <option key={r} value={r}>
                {t(`resources.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="field">
          <span>{t('control.moderation.amount')}</span>
          <input
            type="number"
            inputMode="numeric"
            step={1}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
        {Number(amount) < 0 ? (
          // taking away is destructive: asked first
          <ConfirmButton
            label={t('control.moderation.apply')}
            question={t('control.moderation.removeQuestion', { amount: -Number(amount), what: t(`resources.${kind}`) })}
            onConfirm={doAdjust}
          />
        ) : (
          <button type="submit" className="btn btn-ghost" disabled={action.busy}>
            {t('control.moderation.apply')}
          </button>
        )}
      </form>
      <form className="row wrap" onSubmit={items} aria-label={t('control.moderation.items')}>
        <div className="field">
          <label htmlFor="adjust-item">{t('control.reward.item')}</label>
          <select id="adjust-item" value={item} onChange={(e) => setItem(e.target.value)}>
            {ITEMS.map((i) => (
              <option key={i.type} value={i.type}>
                {itemName(t, i.type)}
              </option>
            ))}
          </select>
        </div>
        <label className="field">
          <span>{t('control.moderation.count')}</span>
          <input type="number" inputMode="numeric" step={1} value={count} onChange={(e) => setCount(e.target.value)} />
        </label>
        {Number(count) < 0 ? (
          <ConfirmButton
            label={t('control.moderation.apply')}
            question={t('control.moderation.removeQuestion', { amount: -Number(count), what: itemName(t, item) })}
            onConfirm={doItems}
          />
        ) : (
          <button type="submit" className="btn btn-ghost" disabled={action.busy}>
            {t('control.moderation.apply')}
          </button>
        )}
      </form>
      <form className="row wrap" onSubmit={mute} aria-label={t('control.moderation.mute')}>
        <div className="field">
          <label htmlFor="mute-for">{t('control.moderation.mute')}</label>
          <select id="mute-for" value={minutes} onChange={(e) => setMinutes(e.target.value)}>
            {['60', '1440', '10080', '0'].map((m) => (
              <option key={m} value={m}>
                {t(`control.moderation.muteFor.${m}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-ghost" disabled={action.busy}>
          {t('control.moderation.apply')}
        </button>
      </form>
      <form className="row wrap" onSubmit={move} aria-label={t('control.moderation.move')}>
        <label className="field">
          <span>X</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            value={spot.x}
            onChange={(e) => setSpot({ ...spot, x: e.target.value })}
          />
        </label>
        <label className="field">
          <span>Y</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            value={spot.y}
            onChange={(e) => setSpot({ ...spot, y: e.target.value })}
          />
        </label>
        <ConfirmButton
          className="btn btn-ghost"
          label={t('control.moderation.move')}
          question={t('control.moderation.moveQuestion', { x: spot.x, y: spot.y })}
          onConfirm={doMove}
        />
      </form>
      {alliance.data && (
        <form className="row wrap" onSubmit={renameAlliance} aria-label={t('control.moderation.renameAlliance')}>
          <label className="field">
            <span>{t('control.moderation.allianceName', { name: alliance.data.name, tag: alliance.data.tag })}</span>
            <input value={ally.name} maxLength={30} onChange={(e) => setAlly({ ...ally, name: e.target.value })} />
          </label>
          <label className="field">
            <span>{t('control.moderation.allianceTag')}</span>
            <input value={ally.tag} maxLength={5} onChange={(e) => setAlly({ ...ally, tag: e.target.value })} />
          </label>
          <button type="submit" className="btn btn-ghost" disabled={action.busy}>
            {t('control.moderation.renameAlliance')}
          </button>
        </form>
      )}
      <form className="row wrap" onSubmit={rename} aria-label={t('control.moderation.rename')}>
        <label className="field">
          <span>{t('control.moderation.newName')}</span>
          <input value={name} maxLength={30} onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-ghost" disabled={action.busy}>
          {t('control.moderation.rename')}
        </button>
      </form>
    </section>
  );
}
