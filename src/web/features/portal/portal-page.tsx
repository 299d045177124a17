/**
 * /portal: my portal's address (six symbols, copied with one click), its energy, and a dial of six
 * symbols to open it to another base's address. The server decides; the page previews the cost and
 * the energy with the same src/game rules.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from '@tanstack/react-router';
import {
  ADDRESS_LENGTH,
  addressOf,
  checkPortalOpen,
  checkShield,
  parseAddress,
  PORTAL_SYMBOLS,
  slotsInUse,
} from '../../../game/index.ts';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { useBase, useServerNow } from '../../lib/base-data.ts';
import { useMarches } from '../../lib/marches-data.ts';
import { SendThroughDialog } from './send-through-dialog.tsx';
import { formatDuration } from '../../components/countdown.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';
import { gameKey, useGameKey } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';

const FIELDS = graphql('fragment PortalFields on Portal { address level energy cap cost shieldUntil shieldDownAt }');
interface Connection {
  address: string;
  commander: string;
  x: number;
  y: number;
  energyLeft: number;
}
const KEY = ['portal'];

function Glyphs({ address, label }: { address: string; label: string }) {
  const { t } = useTranslation();
  const idx = parseAddress(address) ?? [];
  return (
    <span className="glyphs" role="img" aria-label={label}>
      {idx.map((i, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: six places of one address
        <span key={n} className="glyph" title={t(`portal.symbol.${PORTAL_SYMBOLS[i]?.name}`)}>
          {PORTAL_SYMBOLS[i]?.glyph}
        </span>
      ))}
    </span>
  );
}

export default function PortalPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { profileId } = useSession();
  const q = useQuery({
    queryKey: useGameKey(KEY),
    queryFn: async () => (await gql(graphql(`query P { portal { ...PortalFields } }`, [FIELDS]))).portal,
  });
  // an address handed over (symbol fragments combined, a report): the dial starts with it
  const search = useSearch({ strict: false }) as { address?: string };
  const [dial, setDial] = useState<number[]>(() => parseAddress(search.address ?? '') ?? []);
  const command = useCommand({ invalidate: [KEY], invalidateOnFailure: true });
  const [opened, setOpened] = useState<Connection | null>(null);
  const [sending, setSending] = useState(false);
  const base = useBase().data;
  const serverNow = useServerNow(base?.skewMs ?? 0);
  const marchesOut = slotsInUse(useMarches().data ?? []);
  const p = q.data;
  if (!p) return <p>{t('loading')}</p>;
  const address = addressOf(dial);
  const now = Date.now();
  const shielded = (p.shieldUntil ?? 0) > now;
  const check = checkPortalOpen(p.level, p.energy, address, shielded);
  const rearm = checkShield(
    { shieldUntil: p.shieldUntil ?? undefined, shieldDownAt: p.shieldDownAt ?? undefined },
    now,
  );
  const why =
    dial.length < ADDRESS_LENGTH
      ? t('portal.dialMore', { count: ADDRESS_LENGTH - dial.length })
      : check.ok
        ? null
        : t(`portal.why.${check.reason}`);

  async function copy() {
    try {
      await navigator.clipboard.writeText(p?.address ?? '');
      notify('success', 'Symbols copied to clipboard');
    } catch {
      notify('error', t('portal.copyFailed'));
    }
  }
  function paste(text: string) {
    const parsed = parseAddress(text);
    if (parsed) setDial(parsed);
  }
  async function dropShield() {
    try {
      const r = await gql(graphql(`mutation D { disablePortalProtection { ...PortalFields } }`, [FIELDS]));
      qc.setQueryData(gameKey(profileId, KEY), r.disablePortalProtection);
    } catch {
      // shown by the client
    }
  }
  async function open(e: React.FormEvent) {
    e.preventDefault();
    if (!check.ok) return;
    const r = await command.run(
      graphql('mutation O($a: String!) { openPortal(address: $a) { address commander x y energyLeft } }'),
      { a: address },
    );
    setOpened(r?.openPortal ?? null);
    if (r) notify('success', t('portal.opened', { commander: r.openPortal.commander }));
  }

  return (
    <section className="page portal">
      <h1>{t('portal.title')}</h1>
      <p className="hint">{t('portal.about')}</p>
      <div className="grid-2">
        <section className="panel" aria-labelledby="my-address">
          <h2 id="my-address">{t('portal.mine')}</h2>
          <p className="big-glyphs" data-testid="my-address" data-address={p.address}>
            <Glyphs
              address={p.address}
              label={t('portal.addressLabel', {
                names: (parseAddress(p.address) ?? [])
                  .map((i) => t(`portal.symbol.${PORTAL_SYMBOLS[i]?.name}`))
                  .join(', '),
              })}
            />
          </p>
          <button type="button" className="btn btn-ghost" onClick={() => void copy()}>
            {t('portal.copy')}
          </button>
          <h3 className="sub">{t('portal.energy')}</h3>
          {p.level < 1 ? (
            <p className="hint">{t('portal.build')}</p>
          ) : (
            <>
              <progress max={Math.max(1, p.cap)} value={p.energy} aria-label={t('portal.energy')} />
              <p className="hint num" data-testid="portal-energy">
                {t('portal.energyValue', { energy: p.energy, cap: p.cap, cost: p.cost })}
              </p>
            </>
          )}
          <h3 className="sub">{t('portal.shieldTitle')}</h3>
          {shielded ? (
            <p className="shield-status shield-up" data-testid="portal-shield">
              <span className="num">
                {t('portal.shieldUp', { left: formatDuration((p.shieldUntil ?? now) - now) })}
              </span>
              <ConfirmButton
                label={t('portal.shieldDisable')}
                question={t('portal.shieldConfirm')}
                onConfirm={dropShield}
                className="btn btn-ghost btn-small"
              />
            </p>
          ) : (
            <p className="shield-status hint" data-testid="portal-shield">
              {!rearm.ok && rearm.until
                ? t('portal.shieldRearming', { left: formatDuration(rearm.until - now) })
                : t('portal.shieldDown')}{' '}
              <Link to="/shop">{t('portal.shieldShop')}</Link>
            </p>
          )}
        </section>
        <form className="panel form" onSubmit={(e) => void open(e)} aria-labelledby="dial-title">
          <h2 id="dial-title">{t('portal.dial')}</h2>
          <p className="dial-slots big-glyphs" aria-live="polite" data-testid="dial-slots">
            {Array.from({ length: ADDRESS_LENGTH }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the six places of the dial
              <span key={i} className={dial[i] === undefined ? 'glyph empty' : 'glyph'}>
                {dial[i] === undefined ? '·' : PORTAL_SYMBOLS[dial[i]]?.glyph}
              </span>
            ))}
          </p>
          <fieldset className="dial" aria-label={t('portal.symbols')}>
            {PORTAL_SYMBOLS.map((s, i) => (
              <button
                key={s.name}
                type="button"
                className="btn btn-ghost dial-key"
                disabled={dial.length >= ADDRESS_LENGTH}
                onClick={() => setDial([...dial, i])}
                aria-label={t(`portal.symbol.${s.name}`)}
              >
                <span aria-hidden="true">{s.glyph}</span>
              </button>
            ))}
          </fieldset>
          <p className="row">
            <button
              type="button"
              className="btn btn-ghost btn-small"
              disabled={dial.length === 0}
              onClick={() => setDial(dial.slice(0, -1))}
            >
              {t('portal.back')}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              disabled={dial.length === 0}
              onClick={() => setDial([])}
            >
              {t('portal.clear')}
            </button>
          </p>
          <label className="field">
            <span>{t('portal.paste')}</span>
            <input onChange={(e) => paste(e.target.value)} spellCheck={false} autoComplete="off" />
          </label>
          {why && (
            <p className="why" id="portal-why">
              {why}
            </p>
          )}
          <button
            type="submit"
            className="btn btn-accent btn-big"
            disabled={!check.ok || command.pending}
            aria-describedby={why ? 'portal-why' : undefined}
          >
            {t('portal.open', { cost: p.cost })}
          </button>
          {opened && (
            <p className="success-text" role="status" data-testid="portal-connection">
              {t('portal.connection', { commander: opened.commander, at: `${opened.x}:${opened.y}` })}
            </p>
          )}
          <button
            type="button"
            className="btn btn-danger"
            disabled={!check.ok || !base}
            onClick={() => setSending(true)}
          >
            {t('portal.sendOpen', { cost: p.cost })}
          </button>
        </form>
      </div>
      {sending && base && (
        <SendThroughDialog
          address={address}
          base={base}
          now={serverNow}
          marchesOut={marchesOut}
          onClose={() => setSending(false)}
          onSent={() => void qc.invalidateQueries({ queryKey: KEY })}
          target={opened && opened.address === address ? { x: opened.x, y: opened.y } : null}
        />
      )}
    </section>
  );
}
