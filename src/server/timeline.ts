/**
 * Every kind of timeline event there is, with the module that applies it, every kind of march with
 * the module that handles its arrival, and the store of base rows the kernel settles: declared here, once, by the composition root (never by importing a module for
 * its side effects). A kind missing here is refused when scheduled and parked when met on a timeline.
 */
import { observeAppliedEvents, registerTimelineKinds, setBaseStore, setHorizonSource } from '../kernel/index.ts';
import { worldEnds } from '../modules/worlds/index.ts';
import { basesStore, basesTimelineKinds } from '../modules/bases/index.ts';
import { inactivityTimelineKind } from '../modules/inactivity/index.ts';
import {
  followMarchLegs,
  marchLegKinds,
  marchTimelineKind,
  observeMarches,
  raidsInFlight,
  registerLegKinds,
} from '../modules/marches/index.ts';
import { registerAttackSources } from '../modules/protection/index.ts';
import { ledgerObserver } from '../modules/ledger/index.ts';
import { followMissionLegs, missionTimelineKind } from '../modules/missions/index.ts';
import { followRallyLegs, ralliesInFlight, rallyLegKind, rallyTimelineKind } from '../modules/rallies/index.ts';
import { dilateKinds, followDilation } from '../platform/timeline-dilation.ts';
import { convoyLegKind, convoyTimelineKind } from '../modules/trade/index.ts';
import { vacationTimelineKind } from '../modules/vacation/index.ts';
import { sittingTimelineKind } from '../modules/sitting/index.ts';
import { planAfterQueueItem, planTimelineKind } from '../modules/plans/index.ts';
import { followVaultRuns, vaultTimelineKind } from '../modules/vault/index.ts';
import {
  allyBasesOf,
  contingencyOnRaid,
  contingencyOnRecall,
  contingencyTimelineKind,
  evadeLegKind,
  repeatLostFleets,
  repeatOnHome,
  repeatOnRecall,
} from '../modules/fleetorders/index.ts';
import { operationReminderKind } from '../modules/allyops/index.ts';

export function registerTimeline(): void {
  setBaseStore(basesStore);
  // a closed world's clock stops at its end (decision 069): its bases' horizon
  setHorizonSource(async (ex, rows) => {
    const ends = await worldEnds(ex, [...new Set(rows.map((r) => r.world_id))]);
    const out = new Map<string, number>();
    for (const r of rows) {
      const end = ends.get(r.world_id);
      if (end !== undefined) out.set(r.id, end);
    }
    return out;
  });
  // every applied event, with what it moved, into the evidence ledger
  observeAppliedEvents(ledgerObserver);
  // a repeat order's fleet lost at its target stops its order
  observeAppliedEvents(repeatLostFleets);
  registerTimelineKinds([
    // a build plan looks again when a queue item finishes (decision 072)
    ...basesTimelineKinds(planAfterQueueItem),
    marchTimelineKind,
    rallyTimelineKind,
    missionTimelineKind,
    convoyTimelineKind,
    vaultTimelineKind,
    vacationTimelineKind,
    sittingTimelineKind,
    contingencyTimelineKind,
    operationReminderKind,
    planTimelineKind,
    inactivityTimelineKind,
  ]);
  // every kind of march, with what it does where it flies (the marches module's legs.ts registry)
  registerLegKinds([...marchLegKinds, convoyLegKind, rallyLegKind, evadeLegKind]);
  // fleet orders (decision 073): fleets home go out again, recalls stop them, raids wake contingency rules
  observeMarches({ home: repeatOnHome, recall: repeatOnRecall, raid: contingencyOnRaid });
  observeMarches({ recall: contingencyOnRecall, raidHold: allyBasesOf });
  // every kind of attack in flight the bash limit counts (the protection module's sources.ts)
  registerAttackSources([raidsInFlight, ralliesInFlight]);
  // time dilation (decision 056): the timers, which slow evenly when their world falls behind, and
  // the owners of rows that copy their due times. Not timers: vacations, inactivity steps, plans,
  // reminders of operations set for a wall-clock time, contingency checks, a sitter's grant's end.
  dilateKinds(['building', 'research', 'training', 'healing', 'march', 'rally', 'mission', 'convoy', 'vault']);
  followDilation('march', followMarchLegs);
  followDilation('convoy', followMarchLegs);
  followDilation('rally', followRallyLegs);
  followDilation('mission', followMissionLegs);
  followDilation('vault', followVaultRuns);
}
