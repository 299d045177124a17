/**
 * The error catalogue: every module's codes joined (a code defined twice stops the server at start).
 * `ErrorCode` is the union of them all; the schema names it as the enum `ErrorCode`, the type of a
 * GraphQL error's `extensions.code`, so the browser's exhaustive map of reactions is checked against it.
 */
import { kernelCatalogue } from '../kernel/index.ts';
import { accountsCatalogue } from '../modules/accounts/index.ts';
import { alertsCatalogue } from '../modules/alerts/index.ts';
import { alliancesCatalogue } from '../modules/alliances/index.ts';
import { basesCatalogue } from '../modules/bases/index.ts';
import { chatCatalogue } from '../modules/chat/index.ts';
import { coresCatalogue } from '../modules/cores/index.ts';
import { eventsCatalogue } from '../modules/events/index.ts';
import { itemsCatalogue } from '../modules/items/index.ts';
import { mailCatalogue } from '../modules/mail/index.ts';
import { marchesCatalogue } from '../modules/marches/index.ts';
import { missionsCatalogue } from '../modules/missions/index.ts';
import { moderationCatalogue } from '../modules/moderation/index.ts';
import { pagesCatalogue } from '../modules/pages/index.ts';
import { portalCatalogue } from '../modules/portal/index.ts';
import { ralliesCatalogue } from '../modules/rallies/index.ts';
import { reportsCatalogue } from '../modules/reports/index.ts';
import { rewardsCatalogue } from '../modules/rewards/index.ts';
import { supportCatalogue } from '../modules/support/index.ts';
import { tasksCatalogue } from '../modules/tasks/index.ts';
import { tradeCatalogue } from '../modules/trade/index.ts';
import { vaultCatalogue } from '../modules/vault/index.ts';
import { worldsCatalogue } from '../modules/worlds/index.ts';
import { socialCatalogue } from '../modules/social/index.ts';
import { toolTokensCatalogue } from '../modules/tooltokens/index.ts';
import { vacationCatalogue } from '../modules/vacation/index.ts';
import { webhooksCatalogue } from '../modules/webhooks/index.ts';
import { plansCatalogue } from '../modules/plans/index.ts';
import { sittingCatalogue } from '../modules/sitting/index.ts';
import { seasonCatalogue } from '../modules/season/index.ts';
import { revertsCatalogue } from '../modules/reverts/index.ts';
import { fleetOrdersCatalogue } from '../modules/fleetorders/index.ts';
import { protectionCatalogue } from '../modules/protection/index.ts';
import { diplomacyCatalogue } from '../modules/diplomacy/index.ts';
import { allyHelpCatalogue } from '../modules/allyhelp/index.ts';
import { allyOpsCatalogue } from '../modules/allyops/index.ts';
import { joinCatalogues, platformCatalogue } from '../platform/errors.ts';
import { builder } from '../platform/graphql.ts';

export const errorCatalogue = joinCatalogues(
  platformCatalogue,
  kernelCatalogue,
  accountsCatalogue,
  alertsCatalogue,
  alliancesCatalogue,
  basesCatalogue,
  chatCatalogue,
  coresCatalogue,
  eventsCatalogue,
  itemsCatalogue,
  mailCatalogue,
  marchesCatalogue,
  missionsCatalogue,
  moderationCatalogue,
  pagesCatalogue,
  portalCatalogue,
  ralliesCatalogue,
  reportsCatalogue,
  rewardsCatalogue,
  supportCatalogue,
  tasksCatalogue,
  tradeCatalogue,
  vaultCatalogue,
  worldsCatalogue,
  socialCatalogue,
  toolTokensCatalogue,
  vacationCatalogue,
  webhooksCatalogue,
  plansCatalogue,
  sittingCatalogue,
  seasonCatalogue,
  revertsCatalogue,
  fleetOrdersCatalogue,
  protectionCatalogue,
  diplomacyCatalogue,
  allyHelpCatalogue,
  allyOpsCatalogue,
);

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue).sort() as ErrorCode[];

builder.enumType('ErrorCode', {
  description: "The code of a refusal, in a GraphQL error's `extensions.code`; its message is the catalogue's text.",
  values: Object.fromEntries(
    errorCodes.map((code) => [code, { value: code, description: errorCatalogue[code].message }]),
  ),
});
