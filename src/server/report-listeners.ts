/**
 * Who hears of each report as it is filed, and of each alert as it is raised (in its transaction):
 * the rankings count battles; an alliance's webhooks post what its members are alerted of. Set by
 * the composition root wherever reports or alerts may be made (the web process and the worker).
 */
import { onAlertRaised } from '../modules/alerts/index.ts';
import { countBattle } from '../modules/leaderboards/index.ts';
import { onReportFiled } from '../modules/reports/index.ts';
import { webhooksOnAlert } from '../modules/webhooks/index.ts';

export function registerReportListeners(): void {
  onReportFiled(countBattle);
  onAlertRaised(webhooksOnAlert);
}
