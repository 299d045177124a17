/**
 * Send a fleet through the portal to the dialled address: it opens the portal (one opening's energy)
 * and crosses in the portal's transit time to raid the base there. The units' rules are previewed
 * with the same src/game checks the server applies.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statsAt, checkMarch, influenceOf, PORTAL_TRANSIT_MS, shieldAllows } from '../../../game/index.ts';
import { formatDuration } from '../../components/countdown.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { WholeTimes } from '../../components/whole-times.tsx';
import { pickedUnits, type UnitAmounts, UnitPicker } from '../../components/unit-picker.tsx';
import { BASE_KEY, type BaseData, stateAt } from '../../lib/base-data.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { marchRefusalText } from '../../lib/march-refusal.ts';
import { MARCHES_KEY } from '../../lib/marches-data.ts';
import { notify, serverText } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';
import { useProtectionRefusalAt } from '../../lib/protection-refusal.ts';

export function SendThroughDialog({
  address,
  base,
  now,
  marchesOut,
  onClose,
  onSent,
  target = null,
}: {
  address: string;
  /** where the address leads, once the portal was opened to it (the preview of protection needs it) */
  target?: { x: number; y: number } | null;
  base: BaseData;
  now: number;
  marchesOut: number;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [amounts, setAmounts] = useState<UnitAmounts>({});
  const command = useCommand();
  const units = pickedUnits(base.units, amounts);
  const slots = statsAt(base, base.speed, now).marchSlots;
  // the portal is the way: any spot but home stands for the far side in the units' checks
  const check = checkMarch(
    stateAt(base, now),
    base,
    { x: base.x + 1, y: base.y },
    units,
    marchesOut,
    slots,
    base.speed,
  );
  const shielded = !shieldAllows(base, now, 'against-commander');
  // the bash limit and strength protection (decision 067) at the landing: the portal's transit
  const protectedBy = useProtectionRefusalAt(target, now + Math.round(PORTAL_TRANSIT_MS / base.speed));
  const why = shielded
    ? serverText('Your planetary shield is active, cannot send units')
    : (protectedBy ?? (check.ok ? null : marchRefusalText(check)));

  async function send(e: React.FormEvent) {
    e.preventDefault();
    if (!check.ok || shielded || protectedBy) return;
    const list = Object.entries(check.units).map(([type, count]) => ({ type, count }));
    if (
      !(await command.run(
        graphql(
          'mutation Through($a: String!, $u: [UnitCountInput!]!) { sendThroughPortal(address: $a, units: $u) { id } }',
        ),
        { a: address, u: list },
      ))
    )
      return;
    notify('success', t('portal.sentThrough'));
    void qc.invalidateQueries({ queryKey: MARCHES_KEY });
    void qc.invalidateQueries({ queryKey: BASE_KEY });
    onSent();
    onClose();
  }

  return (
    <Dialog title={t('portal.sendTitle', { address })} onClose={onClose} labelClose={t('auth.close')}>
      <form className="training" onSubmit={(e) => void send(e)}>
        <p className="hint">{t('portal.sendAbout')}</p>
        <UnitPicker home={base.units} amounts={amounts} onChange={setAmounts} />
        <p className="hint num">
          {t('portal.sendPreview', {
            influence: influenceOf(units),
            time: formatDuration(Math.round(PORTAL_TRANSIT_MS / base.speed)),
          })}
        </p>
        {why && (
          <p className="why" id="through-why">
            <WholeTimes text={why} />
          </p>
        )}
        <button
          type="submit"
          className="btn btn-danger"
          disabled={!check.ok || shielded || !!protectedBy || command.pending}
          aria-describedby={why ? 'through-why' : undefined}
        >
          {t('portal.sendThrough')}
        </button>
      </form>
    </Dialog>
  );
}
