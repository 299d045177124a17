/**
 * Alerts (decision 031): a commander hears about an incoming attack, a scout, a finished
 * queue, a rally, reinforcements or an event ending while the game is closed, by Web Push and/or
 * e-mail. Modules raise alerts in the transaction where the thing happens (`raiseAlert`); a job
 * keyed per alert sends it once, unless the commander is looking at the game or in quiet hours.
 */
export { alertsRouter } from './procedures.ts';
export { forgetAlertsOf } from './repo.ts';
export { type AlertListener, onAlertRaised, raiseAlert, type RaisedAlert } from './raise.ts';
export { alertTasks, PRUNE_TASK as ALERTS_PRUNE_TASK } from './deliver.ts';
export { onlineAccounts, SocketPresence, stopPresenceWrites } from './presence.ts';
export { vapidKeys } from './vapid.ts';
export { alertsCatalogue } from './errors.ts';
