/**
 * /galaxy: the world's map around home, and beside it the overview of the whole galaxy. Pan by
 * dragging, with the arrow keys or the compass buttons, zoom through four levels with + and −, jump
 * to coordinates or to a spot of the overview; select a spot to see what it holds. Everything in
 * view is also listed as buttons (keyboard and screen readers), nearest first.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { type FormEvent, memo, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  baseRelation,
  coordinatesOf,
  distance,
  FIRST_PIRATE_LEVEL,
  isOpenForBase,
  type Spot,
  slotsInUse,
  worldSeed,
} from '../../../game/index.ts';
import { CelestialIcon } from '../../components/celestial-marks.tsx';
import { BASE_KEY, useBase } from '../../lib/base-data.ts';
import { WithServerNow } from '../../components/live.tsx';
import { BACKPACK_KEY, useBackpack } from '../../lib/items-data.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { MARCHES_KEY, useMarches } from '../../lib/marches-data.ts';
import { notify } from '../../lib/toast.tsx';
import { BaseMark } from './base-mark.tsx';
import { CommanderMarker } from '../../components/commander-marker.tsx';
import { GalaxyOverview, GalaxyOverviewPlaceholder } from './galaxy-overview.tsx';
import { GalaxyView } from './galaxy-view.tsx';
import { useMapOverview, useMapWindow, useOccupations } from './map-data.ts';
import { ShelterTag, useSheltered, utcMinute } from './protection-preview.tsx';
import { useFleetsOnMap } from './use-fleets.ts';
import { DEFAULT_ZOOM, radiusAt, ZOOM_RADII, zoomStep } from './zoom.ts';
import { ObjectSheet } from './object-sheet.tsx';
import { RallyDialog } from './rally-dialog.tsx';
import { SendDialog } from './send-dialog.tsx';
import { useSpendConfirm } from '../../components/spend-confirm.tsx';
import { gameKey } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';
import './galaxy.css';

// the map (hundreds of marks) re-renders only when what it draws changes, not with every answer the page gets
const MapView = memo(GalaxyView);
const NONE: never[] = [];

export default function GalaxyPage() {
  const { t } = useTranslation();
  const base = useBase().data;
  const home = base ? { x: base.x, y: base.y } : null;
  const [centre, setCentre] = useState<Spot | null>(null);
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const [selected, setSelected] = useState<Spot | null>(null);
  const [goto, setGoto] = useState({ x: '', y: '' });
  const [gotoError, setGotoError] = useState<string | null>(null);
  // a spot the player picked (not home at the start): on a phone its sheet opens over the map
  const [sheetOpen, setSheetOpen] = useState(false);
  const pick = (s: Spot) => {
    setSelected({ x: s.x, y: s.y });
    setSheetOpen(true);
  };
  const [attacking, setAttacking] = useState<false | { mode?: 'occupy' }>(false);
  const [rallying, setRallying] = useState(false);
  // the server's count: a scout ship holds no slot
  const marches = useMarches().data ?? [];
  const marchesOut = slotsInUse(marches);
  // fleets flying to or from a spot of this map: mine, my allies', and hostile ones flying at us
  const { fleets, hostile, hostileBases } = useFleetsOnMap(home, marches, base?.skewMs ?? 0);
  const radius = radiusAt(zoom);
  // the map's answers are drawn (hundreds of marks) in background renders that React slices, not in
  // one long task the moment each answer is in
  const overview = useDeferredValue(useMapOverview(!!home).data);

  useEffect(() => {
    if (home && !centre) {
      setCentre(home);
      setSelected(home);
    }
  }, [home, centre]);

  const at = centre ?? home ?? { x: 0, y: 0 };
  const q = useMapWindow(at.x, at.y, radius + 1, !!centre);
  const held = useOccupations(at.x, at.y, radius + 1, !!centre).data ?? NONE;
  const heldAt = (s: Spot) => held.find((h) => h.x === s.x && h.y === s.y);
  const sheltered = useSheltered(at.x, at.y, radius + 1, !!centre);
  const map = useDeferredValue(q.data);
  const size = map?.size ?? 0;
  // until the first answer says how big the map is, nothing is clamped (not to 0:0)
  const clamp = (v: number) => (size > 0 ? Math.max(0, Math.min(size - 1, v)) : v);
  const pan = (dx: number, dy: number) => setCentre({ x: clamp(at.x + dx), y: clamp(at.y + dy) });
  const items = map?.items ?? NONE;
  const inView = items
    .filter((o) => Math.abs(o.x - at.x) <= radius && Math.abs(o.y - at.y) <= radius)
    .sort((a, b) => distance(a, at) - distance(b, at) || a.y - b.y || a.x - b.x);
  // from the base's next step: the nearest pirate a first fleet beats, selected once the map is here
  const wanted = (useSearch({ strict: false }) as { target?: string }).target;
  const [pointed, setPointed] = useState(false);
  useEffect(() => {
    if (wanted !== 'first-pirate' || pointed || !home || !q.data || q.isPlaceholderData) return;
    setPointed(true);
    const pirate = q.data.items
      .filter((o) => o.type === 'pirate-ship' && o.level <= FIRST_PIRATE_LEVEL)
      .sort((a, b) => distance(a, home) - distance(b, home))[0];
    if (pirate) pick(pirate);
  }, [wanted, pointed, home, q.data, q.isPlaceholderData]);
  const selectedItem = selected ? items.find((o) => o.x === selected.x && o.y === selected.y) : undefined;
  // from the war room (decision 070): a base picked, and its send or rally dialog opened once it is on the map
  const asked = useSearch({ strict: false }) as { x?: number; y?: number; act?: 'send' | 'rally' };
  const [acted, setActed] = useState(false);
  useEffect(() => {
    if (acted || asked.x === undefined || asked.y === undefined) return;
    if (!centre) setCentre({ x: asked.x, y: asked.y });
    const item = q.data?.items.find((o) => o.x === asked.x && o.y === asked.y);
    if (!item) return;
    setActed(true);
    pick(item);
    if (asked.act === 'send') setAttacking({});
    if (asked.act === 'rally') setRallying(true);
  }, [acted, asked.x, asked.y, asked.act, centre, q.data]);

  const qc = useQueryClient();
  const { profileId } = useSession();
  async function scout(target: { x: number; y: number }) {
    try {
      await gql(graphql('mutation Scout($x: Int!, $y: Int!) { scout(x: $x, y: $y) { id } }'), {
        x: target.x,
        y: target.y,
      });
      notify('success', t('scouting.sent'));
      void qc.invalidateQueries({ queryKey: MARCHES_KEY });
    } catch {
      // the server's reason was shown
    }
  }

  const backpack = useBackpack().data ?? [];
  const spend = useSpendConfirm();
  async function teleport(to: Spot) {
    try {
      const r = await gql(
        graphql('mutation Teleport($x: Int!, $y: Int!) { teleportBase(x: $x, y: $y) { type count } }'),
        { x: to.x, y: to.y },
      );
      qc.setQueryData(gameKey(profileId, BACKPACK_KEY), r.teleportBase);
      notify('success', t('galaxy.moved', { at: coordinatesOf(to) }));
      await qc.invalidateQueries({ queryKey: BASE_KEY });
      await qc.invalidateQueries({ queryKey: ['map'] });
      setCentre(to);
    } catch {
      // the server's reason was shown
    }
  }

  const jump = (e: FormEvent) => {
    e.preventDefault();
    const x = Number(goto.x);
    const y = Number(goto.y);
    if (!Number.isInteger(x) || !Number.isInteger(y) || goto.x === '' || goto.y === '') {
      setGotoError(t('galaxy.gotoWhole'));
      return;
    }
    // a spot off the map is not silently moved to its edge: say why nothing happened
    if (size > 0 && (x < 0 || y < 0 || x >= size || y >= size)) {
      setGotoError(t('galaxy.offMap', { max: size - 1 }));
      return;
    }
    setGotoError(null);
    const s = { x, y };
    setCentre(s);
    pick(s);
  };

  // the map's handlers stay the same functions (it is memoised) and call the latest ones
  const latest = useRef({ pick, pan, zoom });
  latest.current = { pick, pan, zoom };
  const onSelect = useCallback((s: Spot) => latest.current.pick(s), []);
  const onPan = useCallback((dx: number, dy: number) => latest.current.pan(dx, dy), []);
  const onZoom = useCallback((step: number) => setZoom(zoomStep(latest.current.zoom, step)), []);

  if (!home || !centre) return <p className="page">{t('loading')}</p>;
  return (
    <section className="page galaxy-page">
      {spend.dialog}
      <div className="row spread-tight">
        <h1>{t('galaxy.title')}</h1>
        <p className="hint num" aria-live="polite">
          {t('galaxy.viewing', { at: coordinatesOf(at) })}
        </p>
      </div>
      <div className="galaxy-layout">
        <div className="galaxy-main panel">
          <MapView
            centre={at}
            radius={radius}
            size={size || 1}
            items={items}
            held={held}
            selected={selected}
            fleets={fleets}
            hostile={hostile}
            sheltered={sheltered}
            onSelect={onSelect}
            onPan={onPan}
            onZoom={onZoom}
          />
          <p className="hint" id="galaxy-keys">
            {t('galaxy.keys')}
          </p>
          <div className="galaxy-controls row">
            <fieldset className="compass">
              <legend className="sr-only">{t('galaxy.move')}</legend>
              <button type="button" className="btn btn-ghost btn-small" onClick={() => pan(0, -Math.ceil(radius / 2))}>
                {t('galaxy.north')}
              </button>
              <button type="button" className="btn btn-ghost btn-small" onClick={() => pan(-Math.ceil(radius / 2), 0)}>
                {t('galaxy.west')}
              </button>
              <button type="button" className="btn btn-ghost btn-small" onClick={() => pan(Math.ceil(radius / 2), 0)}>
                {t('galaxy.east')}
              </button>
              <button type="button" className="btn btn-ghost btn-small" onClick={() => pan(0, Math.ceil(radius / 2))}>
                {t('galaxy.south')}
              </button>
            </fieldset>
            <fieldset className="row zoom">
              <legend className="sr-only">{t('galaxy.zoom')}</legend>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                disabled={zoom === 0}
                onClick={() => setZoom(zoomStep(zoom, -1))}
                aria-label={t('galaxy.zoomIn')}
              >
                +
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                disabled={zoom === ZOOM_RADII.length - 1}
                onClick={() => setZoom(zoomStep(zoom, 1))}
                aria-label={t('galaxy.zoomOut')}
              >
                −
              </button>
              <span className="hint num zoom-level" data-testid="zoom-level">
                {t('galaxy.mapView.zoomLevel', { level: zoom + 1, of: ZOOM_RADII.length })}
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                onClick={() => {
                  setCentre(home);
                  setSelected(home);
                  setSheetOpen(false);
                }}
              >
                {t('galaxy.home')}
              </button>
            </fieldset>
            <form className="row goto" onSubmit={jump} noValidate>
              <label className="field">
                <span>{t('galaxy.x')}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={size - 1}
                  value={goto.x}
                  onChange={(e) => setGoto({ ...goto, x: e.target.value })}
                />
              </label>
              <label className="field">
                <span>{t('galaxy.y')}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={size - 1}
                  value={goto.y}
                  onChange={(e) => setGoto({ ...goto, y: e.target.value })}
                />
              </label>
              <button type="submit" className="btn btn-ghost btn-small">
                {t('galaxy.go')}
              </button>
              {gotoError && (
                <p className="field-error goto-error" role="alert">
                  {gotoError}
                </p>
              )}
            </form>
          </div>
        </div>
        <aside className="galaxy-side">
          {/* the panel stands from the first render, its place kept while the overview loads: the
              sheet and the list below it are not pushed down when it comes (a layout shift) */}
          <section className="panel" aria-labelledby="overview-title">
            <h2 id="overview-title">{t('galaxy.mapView.overview')}</h2>
            {overview ? (
              <GalaxyOverview
                overview={overview}
                home={home}
                centre={at}
                radius={radius}
                hostile={hostileBases}
                onJump={(s) => setCentre(s)}
              />
            ) : (
              <GalaxyOverviewPlaceholder />
            )}
          </section>
          {/* on a phone a tapped spot's sheet rises from the bottom: its details show without scrolling */}
          <section
            className={sheetOpen ? 'panel galaxy-sheet open' : 'panel galaxy-sheet'}
            aria-label={t('galaxy.selected')}
          >
            {sheetOpen && (
              <button
                type="button"
                className="btn btn-ghost btn-small sheet-close"
                onClick={() => setSheetOpen(false)}
                aria-label={t('auth.close')}
              >
                ×
              </button>
            )}
            <ObjectSheet
              spot={selected}
              item={selectedItem}
              home={home}
              held={selected ? heldAt(selected) : undefined}
              hostile={!!selectedItem && baseRelation(selectedItem, hostile) === 'hostile'}
              onSend={(mode) => setAttacking({ mode })}
              onRally={() => setRallying(true)}
              onScout={() => selectedItem && void scout(selectedItem)}
              // the same rule the server applies: empty space, away from the rim and the vault
              onTeleport={
                selected && q.data && isOpenForBase(worldSeed(q.data.worldId), q.data.size, selected)
                  ? () =>
                      spend.ask({
                        title: t('spend.teleportTitle'),
                        body: t('spend.teleportBody', { at: coordinatesOf(selected) }),
                        confirm: t('galaxy.teleportHere'),
                        run: () => teleport(selected),
                      })
                  : undefined
              }
              teleports={backpack.find((b) => b.type === 'teleport')?.count ?? 0}
            />
          </section>
          <section className="panel" aria-labelledby="in-view-title">
            <h2 id="in-view-title">{t('galaxy.inView', { count: inView.length })}</h2>
            {inView.length === 0 ? (
              <p className="empty">{t('galaxy.emptyView')}</p>
            ) : (
              <ul className="in-view" data-testid="in-view">
                {inView.map((o) => (
                  <li key={o.coordinates}>
                    <button
                      type="button"
                      className={
                        selected && selected.x === o.x && selected.y === o.y ? 'in-view-item chosen' : 'in-view-item'
                      }
                      onClick={() => pick(o)}
                    >
                      {o.type === 'solar-system' ? (
                        <svg width={18} height={18} viewBox="0 0 1 1" aria-hidden="true" className="base-icon">
                          <BaseMark x={0} y={0} relation={baseRelation(o, hostile)} marker={o.marker} />
                        </svg>
                      ) : (
                        <CelestialIcon kind={o.type} />
                      )}
                      <span>
                        {o.own
                          ? t('galaxy.yourBase')
                          : o.type === 'solar-system'
                            ? (o.owner ?? t('celestial.solar-system'))
                            : t(`celestial.${o.type}`)}
                        {o.type === 'solar-system' && !o.own && <CommanderMarker marker={o.marker} />}
                      </span>
                      <span className="hint num">
                        {o.type === 'solar-system' ? '' : t('galaxy.levelShort', { level: o.level })} {coordinatesOf(o)}
                        {heldAt(o)
                          ? ` · ${heldAt(o)?.own ? t('galaxy.heldMine') : t('galaxy.heldShort', { holder: heldAt(o)?.holder })}`
                          : ''}
                        {o.radar ? ` · ${t('galaxy.radarContact')}` : ''}
                        {sheltered.has(o.coordinates) && (
                          <ShelterTag
                            text={t('protection.shelteredUntil', {
                              until: utcMinute(sheltered.get(o.coordinates) ?? 0),
                            })}
                          />
                        )}
                        {o.ally ? ` · ${t('galaxy.mapView.legendAlly')}` : ''}
                        {o.type === 'solar-system' && baseRelation(o, hostile) === 'hostile'
                          ? ` · ${t('galaxy.mapView.legendHostile')}`
                          : ''}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>
      {/* an open dialog ticks by itself: the map around it does not re-render every second */}
      {rallying && selectedItem && base && (
        <WithServerNow skewMs={base.skewMs}>
          {(now) => (
            <RallyDialog
              target={selectedItem}
              base={base}
              now={now}
              marchesOut={marchesOut}
              onClose={() => setRallying(false)}
            />
          )}
        </WithServerNow>
      )}
      {attacking && selectedItem && base && (
        <WithServerNow skewMs={base.skewMs}>
          {(now) => (
            <SendDialog
              target={selectedItem}
              base={base}
              now={now}
              marchesOut={marchesOut}
              mode={attacking.mode}
              heldByOther={!!heldAt(selectedItem) && !heldAt(selectedItem)?.own && !heldAt(selectedItem)?.ally}
              onClose={() => setAttacking(false)}
            />
          )}
        </WithServerNow>
      )}
    </section>
  );
}
