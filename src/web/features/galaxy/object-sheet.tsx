/** What the selected spot holds: its kind, coordinates, level or commander, and how far it is from home. */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { coordinatesOf, distance, isAsteroid, isOccupiable, type Spot } from '../../../game/index.ts';
import { CelestialArt } from '../../components/art/celestial-art.tsx';
import { StatList } from '../../components/stat-list.tsx';
import { CelestialIcon } from '../../components/celestial-marks.tsx';
import type { Held, MapItem } from './map-data.ts';

/** Where a fleet can be sent today: attack a pirate ship or another commander's base, gather at an asteroid. */
const SENDABLE = new Set(['pirate-ship', 'solar-system', 'astromite-asteroid', 'quantarite-asteroid', 'ephoran-vault']);

export function ObjectSheet({
  spot,
  item,
  home,
  held,
  onSend,
  onScout,
  onRally,
  onTeleport,
  teleports = 0,
  hostile = false,
}: {
  spot: Spot | null;
  item: MapItem | undefined;
  home: Spot;
  held?: Held;
  onSend?: (mode?: 'occupy') => void;
  onScout?: () => void;
  onRally?: () => void;
  onTeleport?: () => void;
  teleports?: number;
  /** the base's commander has a fleet flying at me or an ally now */
  hostile?: boolean;
}) {
  const { t } = useTranslation();
  if (!spot) return <p className="empty">{t('galaxy.pick')}</p>;
  const kind = item?.type ?? 'empty-space';
  const title = item?.own ? t('galaxy.yourBase') : t(`celestial.${kind}`);
  const rows: [string, string][] = [[t('galaxy.coordinates'), coordinatesOf(spot)]];
  if (item?.type === 'solar-system')
    rows.push(
      [
        t('galaxy.commander'),
        item.ally
          ? t('galaxy.allyOwner', { owner: item.owner ?? '—' })
          : hostile
            ? t('galaxy.mapView.hostileOwner', { owner: item.owner ?? '—' })
            : (item.owner ?? '—'),
      ],
      [t('galaxy.commandCenter'), String(item.level)],
    );
  // the commander away (decision 068): on vacation, inactive or a ghost base
  if (item?.type === 'solar-system' && item.marker)
    rows.push([t('people.commander.markers'), t(`away.marker.${item.marker}`)]);
  else if (item) rows.push([t('galaxy.level'), String(item.level)]);
  if (held)
    rows.push([
      t('galaxy.heldBy'),
      held.own
        ? t('galaxy.heldByYou', { units: held.units })
        : held.ally
          ? t('galaxy.allyOwner', { owner: held.holder })
          : held.holder,
    ]);
  // an object held by me or an ally is no target; one held by someone else is taken in battle
  const friendly = !!held && (held.own || held.ally);
  const occupiable = !!item && isOccupiable(item.type) && !friendly;
  if (!item?.own)
    rows.push([t('galaxy.distance'), t('galaxy.cells', { count: Math.round(distance(spot, home) * 10) / 10 })]);
  return (
    <div data-testid="object-sheet">
      <CelestialArt kind={kind} owner={item?.own ? 'own' : item?.ally ? 'ally' : 'other'} />
      <h2 className="with-icon">
        <CelestialIcon kind={kind} size={22} />
        {title}
      </h2>
      <StatList rows={rows} />
      <p className="hint">{t(`galaxy.about.${kind}`)}</p>
      {item && !item.own && SENDABLE.has(item.type) && onSend && !(isAsteroid(item.type) && friendly) && (
        <button type="button" className="btn btn-accent" onClick={() => onSend()}>
          {item.type === 'ephoran-vault'
            ? t('vault.start')
            : item.ally
              ? t('marches.reinforce')
              : item.type === 'pirate-ship' || item.type === 'solar-system'
                ? t('marches.attack')
                : t('marches.gather')}
        </button>
      )}
      {occupiable && onSend && (
        <button
          type="button"
          className={SENDABLE.has(item.type) ? 'btn btn-ghost' : 'btn btn-accent'}
          onClick={() => onSend('occupy')}
        >
          {held ? t('marches.takeOver') : t('marches.occupy')}
        </button>
      )}
      {item?.type === 'trading-station' && (
        <Link
          className="btn btn-ghost"
          to="/trading/$type"
          params={{ type: 'black-market' }}
          search={{ x: spot.x, y: spot.y }}
        >
          {t('market.title')}
        </Link>
      )}
      {item?.type === 'solar-system' && !item.own && item.owner && (
        <Link
          className="btn btn-ghost"
          to="/profile/$type"
          params={{ type: 'commander' }}
          search={{ name: item.owner }}
        >
          {t('people.commander.open', { name: item.owner })}
        </Link>
      )}
      {item?.type === 'solar-system' && !item.own && item.owner && (
        <Link className="btn btn-ghost" to="/trading/$type" params={{ type: 'convoys' }} search={{ to: item.owner }}>
          {t('convoys.send')}
        </Link>
      )}
      {!item && onTeleport && (
        <p className="row">
          <button type="button" className="btn btn-ghost" disabled={teleports < 1} onClick={onTeleport}>
            {t('galaxy.teleportHere')}
          </button>
          <span className="hint">{t('galaxy.teleports', { count: teleports })}</span>
        </p>
      )}
      {/* a rally with the alliance: a pirate ship, a commander's base or an object another commander holds */}
      {item &&
        !item.own &&
        !item.ally &&
        (item.type === 'pirate-ship' || item.type === 'solar-system' || (!!held && !friendly)) &&
        onRally && (
          <button type="button" className="btn btn-ghost" onClick={onRally}>
            {t('rallies.openRally')}
          </button>
        )}
      {item && !item.own && !item.ally && (item.type === 'pirate-ship' || item.type === 'solar-system') && onScout && (
        <button type="button" className="btn btn-ghost" onClick={onScout}>
          {t('scouting.scout')}
        </button>
      )}
    </div>
  );
}
