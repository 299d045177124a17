/**
 * Who hears of each report as it is filed (in its transaction): the rankings count battles. Set by
 * the composition root wherever reports may be filed (the web process and the worker).
 */
import { countBattle } from '../modules/leaderboards/index.ts';
import { onReportFiled } from '../modules/reports/index.ts';

export function registerReportListeners(): void {
  onReportFiled(countBattle);
}
