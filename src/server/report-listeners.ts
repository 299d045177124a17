/**
 * Who hears of each report as it is filed (in its transaction): the rankings count battles. Set by
 * the composition root wherever reports may be filed (the web process and the worker).
 */
import { countBattle } from '../modules/leaderboards/index.ts';
import { onReportFiled } from '../modules/reports/index.ts';
import { shareScoutOnFile } from '../modules/warroom/index.ts';

export function registerReportListeners(): void {
  onReportFiled(countBattle);
  // shared intelligence: a member's scout report goes to the alliance (decision 070)
  onReportFiled(shareScoutOnFile);
}
