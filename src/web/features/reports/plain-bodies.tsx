/**
 * The bodies of the reports that tell one thing: a portal opened (to which address, whose base, where),
 * an admin's gift (the note), an event's prize (place and score), fragments converted or combined
 * (how many, into what address), a gathering (how much of what, where, with which fleet).
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FRAGMENTS_TO_COMBINE, type UnitCounts } from '../../../game/index.ts';
import { Units } from './body-parts.tsx';
import { type GatheringData, place } from './report-data.ts';

export interface PortalData {
  address: string;
  commander: string;
  x: number;
  y: number;
  /** the reader's own portal address */
  from?: string;
}

/** `linked`: the reader's own report (a shared one has no portal of the reader's to go to). */
export function PortalReport({ data, linked }: { data: PortalData; linked: boolean }) {
  const { t } = useTranslation();
  const at = `${data.x}:${data.y}`;
  return (
    <section className="panel" data-testid="portal-body">
      <p>{t('reportBody.portal.intro', { address: data.address, commander: data.commander, at })}</p>
      <dl>
        <dt>{t('reportBody.portal.dialled')}</dt>
        <dd>
          <code className="hash">{data.address}</code>
        </dd>
        <dt>{t('reportBody.portal.commander')}</dt>
        <dd>{data.commander}</dd>
        <dt>{t('reportBody.portal.base')}</dt>
        <dd className="num">{at}</dd>
        {data.from && (
          <>
            <dt>{t('reportBody.portal.from')}</dt>
            <dd>
              <code className="hash">{data.from}</code>
            </dd>
          </>
        )}
      </dl>
      {linked && (
        <Link to="/portal" className="btn btn-small">
          {t('reportBody.portal.open')}
        </Link>
      )}
    </section>
  );
}

export function RewardNote({ data }: { data: { note?: string } }) {
  const { t } = useTranslation();
  return (
    <section className="panel" data-testid="reward-body">
      <p>{t('reportBody.reward.intro')}</p>
      {data.note && (
        <dl>
          <dt>{t('reportBody.reward.note')}</dt>
          <dd>{data.note}</dd>
        </dl>
      )}
    </section>
  );
}

export interface EventRewardData {
  type: string;
  place: number;
  score?: number;
  ranks?: string;
}

export function EventRewardReport({ data }: { data: EventRewardData }) {
  const { t } = useTranslation();
  const words = { name: t(`events.names.${data.type}`), place: data.place, score: (data.score ?? 0).toLocaleString() };
  return (
    <p className="panel" data-testid="event-reward-body">
      {t(data.ranks === 'alliances' ? 'reportBody.event.alliances' : 'reportBody.event.commanders', words)}
    </p>
  );
}

export function FragmentsConverted({ data }: { data: { unknown: number; symbols: number } }) {
  const { t } = useTranslation();
  return (
    <p className="panel" data-testid="fragments-body">
      {t('reportBody.fragments.converted', { ...data, need: FRAGMENTS_TO_COMBINE })}
    </p>
  );
}

export function FragmentsCombined({
  data,
  linked,
}: {
  data: { fragments?: number; address: string; commander: string; x: number; y: number };
  linked: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="panel" data-testid="fragments-body">
      <p>
        {t('reportBody.fragments.combined', {
          fragments: data.fragments ?? FRAGMENTS_TO_COMBINE,
          address: data.address,
          commander: data.commander,
          at: `${data.x}:${data.y}`,
        })}
      </p>
      {linked && (
        <Link to="/portal" className="btn btn-small">
          {t('reportBody.portal.open')}
        </Link>
      )}
    </section>
  );
}

export function GatheringReport({ data }: { data: GatheringData & { units?: UnitCounts } }) {
  const { t } = useTranslation();
  return (
    <section className="panel" data-testid="gathering-body">
      <p>
        {t('reportBody.gathering.intro', {
          amount: data.amount.toLocaleString(),
          resource: t(`resources.${data.resource}`),
          target: place(t, data.target),
        })}
      </p>
      {data.units && (
        <>
          <h2 className="sub">{t('reportBody.fleet')}</h2>
          <Units units={data.units} testId="gathering-units" />
        </>
      )}
    </section>
  );
}
