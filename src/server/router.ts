/** The app router: every module's tRPC router under its namespace (served at /trpc for internal tools). */
import { accountsRouter } from '../modules/accounts/index.ts';
import { alertsRouter } from '../modules/alerts/index.ts';
import { activityRouter } from '../modules/activity/index.ts';
import { alliancesRouter } from '../modules/alliances/index.ts';
import { analyticsRouter } from '../modules/analytics/index.ts';
import { basesRouter } from '../modules/bases/index.ts';
import { chatRouter } from '../modules/chat/index.ts';
import { galaxyRouter } from '../modules/galaxy/index.ts';
import { invariantsRouter } from '../modules/invariants/index.ts';
import { economyRouter } from '../modules/economy/index.ts';
import { ledgerRouter } from '../modules/ledger/index.ts';
import { itemsRouter } from '../modules/items/index.ts';
import { leaderboardsRouter } from '../modules/leaderboards/index.ts';
import { toolTokensRouter } from '../modules/tooltokens/index.ts';
import { mailRouter } from '../modules/mail/index.ts';
import { marchesRouter } from '../modules/marches/index.ts';
import { missionsRouter } from '../modules/missions/index.ts';
import { ralliesRouter } from '../modules/rallies/index.ts';
import { supportRouter } from '../modules/support/index.ts';
import { portalRouter } from '../modules/portal/index.ts';
import { tasksRouter } from '../modules/tasks/index.ts';
import { coresRouter } from '../modules/cores/index.ts';
import { vaultRouter } from '../modules/vault/index.ts';
import { eventsRouter } from '../modules/events/index.ts';
import { rewardsRouter } from '../modules/rewards/index.ts';
import { auditLogRouter, moderationRouter } from '../modules/moderation/index.ts';
import { pagesRouter } from '../modules/pages/index.ts';
import { tradeRouter } from '../modules/trade/index.ts';
import { worldsRouter } from '../modules/worlds/index.ts';
import { reportsRouter } from '../modules/reports/index.ts';
import { revertsRouter } from '../modules/reverts/index.ts';
import { socialRouter } from '../modules/social/index.ts';
import { vacationGuard, vacationRouter } from '../modules/vacation/index.ts';
import { fleetOrdersRouter } from '../modules/fleetorders/index.ts';
import { webhooksRouter } from '../modules/webhooks/index.ts';
import { plansRouter } from '../modules/plans/index.ts';
import { sittingGate, sittingRouter } from '../modules/sitting/index.ts';
import { nameRouters } from '../platform/graphql.ts';
import { scheduleSeason, seasonGuard, seasonRouter } from '../modules/season/index.ts';
import { addWorldCreatedHook } from '../modules/worlds/index.ts';
import { diplomacyRouter } from '../modules/diplomacy/index.ts';
import { warroomRouter } from '../modules/warroom/index.ts';
import { allyHelpRouter } from '../modules/allyhelp/index.ts';
import { protectionRouter } from '../modules/protection/index.ts';
import { allyOpsRouter } from '../modules/allyops/index.ts';
import { addCommandGuard, router, setSittingGate } from '../platform/trpc.ts';

// what a commander may not do now, asked before every command of theirs (decision 055)
addCommandGuard(vacationGuard);
// a sitter's calls for the owner's base: a grant in force, an allowed command, each logged (decision 066)
setSittingGate(sittingGate);
// a closed world takes no more orders; a new world's closing sequence goes on the timeline (decision 069)
addCommandGuard(seasonGuard);
addWorldCreatedHook(scheduleSeason);
import { privacyRouter } from './data-export.ts';

const routers = {
  vacation: vacationRouter,
  protection: protectionRouter,
  fleetOrders: fleetOrdersRouter,
  webhooks: webhooksRouter,
  plans: plansRouter,
  sitting: sittingRouter,
  season: seasonRouter,
  accounts: accountsRouter,
  alerts: alertsRouter,
  worlds: worldsRouter,
  bases: basesRouter,
  reports: reportsRouter,
  reverts: revertsRouter,
  tasks: tasksRouter,
  items: itemsRouter,
  leaderboards: leaderboardsRouter,
  toolTokens: toolTokensRouter,
  alliances: alliancesRouter,
  allyHelp: allyHelpRouter,
  allyOps: allyOpsRouter,
  activity: activityRouter,
  chat: chatRouter,
  galaxy: galaxyRouter,
  trade: tradeRouter,
  rewards: rewardsRouter,
  moderation: moderationRouter,
  pages: pagesRouter,
  events: eventsRouter,
  cores: coresRouter,
  vault: vaultRouter,
  portal: portalRouter,
  marches: marchesRouter,
  rallies: ralliesRouter,
  missions: missionsRouter,
  mail: mailRouter,
  support: supportRouter,
  analytics: analyticsRouter,
  audit: auditLogRouter,
  social: socialRouter,
  privacy: privacyRouter,
  invariants: invariantsRouter,
  ledger: ledgerRouter,
  economy: economyRouter,
  diplomacy: diplomacyRouter,
  warroom: warroomRouter,
};
// GraphQL resolvers call module routers: their paths are named as the app router names them
nameRouters(routers);
export const appRouter = router(routers);

export type AppRouter = typeof appRouter;
