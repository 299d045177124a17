/**
 * Every kind of timeline event there is, with the module that applies it, and the store of base rows
 * the kernel settles: declared here, once, by the composition root (never by importing a module for
 * its side effects). A kind missing here is refused when scheduled and parked when met on a timeline.
 */
import { observeAppliedEvents, registerTimelineKinds, setBaseStore } from '../kernel/index.ts';
import { basesStore, basesTimelineKinds } from '../modules/bases/index.ts';
import { marchTimelineKind } from '../modules/marches/index.ts';
import { ledgerObserver } from '../modules/ledger/index.ts';
import { missionTimelineKind } from '../modules/missions/index.ts';
import { rallyTimelineKind } from '../modules/rallies/index.ts';
import { convoyTimelineKind } from '../modules/trade/index.ts';
import { vaultTimelineKind } from '../modules/vault/index.ts';

export function registerTimeline(): void {
  setBaseStore(basesStore);
  // every applied event, with what it moved, into the evidence ledger
  observeAppliedEvents(ledgerObserver);
  registerTimelineKinds([
    ...basesTimelineKinds(),
    marchTimelineKind,
    rallyTimelineKind,
    missionTimelineKind,
    convoyTimelineKind,
    vaultTimelineKind,
  ]);
}
