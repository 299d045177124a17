/** The planetary shield on the base: how long it is up (and taking it down), or when a new one may go up. */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { checkShield, isShielded } from '../../../game/index.ts';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { LiveText } from '../../components/live.tsx';
import { BASE_FIELDS, type BaseData, useSetBase } from '../../lib/base-data.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { sameJson, useTick } from '../../lib/clock.ts';

export function ShieldStatus({ base }: { base: BaseData }) {
  const { t } = useTranslation();
  const setBase = useSetBase();
  // which of the three it shows changes when the shield ends or may go up again: only then does this re-render
  const shield = useTick(
    base.skewMs,
    (now): { up: boolean; until?: number } => {
      if (isShielded(base, now)) return { up: true };
      const check = checkShield(base, now);
      return { up: false, until: !check.ok && check.until ? check.until : undefined };
    },
    sameJson,
  );
  if (shield.up) {
    const drop = async () => {
      try {
        const r = await gql(graphql(`mutation Drop { disableProtection { ...BaseFields } }`, [BASE_FIELDS]));
        setBase(r.disableProtection);
      } catch {
        // shown by the client
      }
    };
    return (
      <p className="shield-status shield-up" data-testid="shield">
        <span className="num">
          <LiveText to={base.shieldUntil ?? 0} skewMs={base.skewMs} render={(left) => t('shield.up', { left })} />
        </span>
        <ConfirmButton
          label={t('shield.disable')}
          question={t('shield.confirm')}
          onConfirm={drop}
          className="btn btn-ghost btn-small"
        />
      </p>
    );
  }
  return (
    <p className="shield-status hint" data-testid="shield">
      {shield.until ? (
        <LiveText to={shield.until} skewMs={base.skewMs} render={(left) => t('shield.rearming', { left })} />
      ) : (
        t('shield.down')
      )}{' '}
      <Link to="/shop">{t('shield.shop')}</Link>
    </p>
  );
}
