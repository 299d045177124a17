/**
 * Who hears of each report as it is filed, and of each alert as it is raised (in its transaction):
 * the rankings count battles; the economy page counts units lost, and (as each base is saved) its
 * production and upkeep; an alliance's webhooks post what its members are alerted of; and of
 * each sign-in and new profile: inactivity watches commanders. Set by the composition root
 * wherever reports or alerts may be made (the web process and the worker).
 */
import { onSignIn } from '../modules/accounts/index.ts';
import { onAlertRaised } from '../modules/alerts/index.ts';
import { onBaseFlows } from '../modules/bases/index.ts';
import { countProduction, countUnitsLost } from '../modules/economy/index.ts';
import { countUnitMoves } from '../modules/invariants/index.ts';
import { absencesOf, comeBackOnSignIn, markersOf, watchCommander } from '../modules/inactivity/index.ts';
import { countBattle } from '../modules/leaderboards/index.ts';
import { onReportFiled } from '../modules/reports/index.ts';
import { shareScoutOnFile } from '../modules/warroom/index.ts';
import { webhooksOnAlert } from '../modules/webhooks/index.ts';
import { onProfileCreated } from '../modules/worlds/index.ts';
import { setAbsenceSource, setMarkerSource } from '../platform/commander-markers.ts';

export function registerReportListeners(): void {
  onReportFiled(countBattle);
  // the economy page's units lost: every owner's, at home and away (decision 098)
  onReportFiled(countUnitsLost);
  // units conservation (decision 091): the units each commander's reports say were made and destroyed
  onReportFiled(countUnitMoves);
  // and production and upkeep, handed over as each base is saved (decision 090)
  onBaseFlows(countProduction);
  onAlertRaised(webhooksOnAlert);
  // shared intelligence: a member's scout report goes to the alliance (decision 070)
  onReportFiled(shareScoutOnFile);
  // inactivity (decision 068): a new base is watched from the start; a sign-in brings a ghost back
  onProfileCreated(watchCommander);
  onSignIn(comeBackOnSignIn);
  setMarkerSource(markersOf);
  // strength protection counts days inactive the same way (vacation cut out)
  setAbsenceSource(absencesOf);
}
