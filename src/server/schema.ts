/** The GraphQL schema: imports every module's graphql.ts (each adds its types and fields to the one builder). */
import { lexicographicSortSchema, printSchema } from 'graphql';
import '../modules/accounts/graphql.ts';
import '../modules/activity/graphql.ts';
import '../modules/alerts/graphql.ts';
import '../modules/protection/graphql.ts';
import '../modules/alliances/graphql.ts';
import '../modules/analytics/graphql.ts';
import '../modules/invariants/graphql.ts';
import '../modules/ledger/graphql.ts';
import '../modules/economy/graphql.ts';
import '../modules/bases/graphql.ts';
import '../modules/chat/graphql.ts';
import '../modules/galaxy/graphql.ts';
import '../modules/items/graphql.ts';
import '../modules/leaderboards/graphql.ts';
import '../modules/mail/graphql.ts';
import '../modules/marches/graphql.ts';
import '../modules/rallies/graphql.ts';
import '../modules/missions/graphql.ts';
import '../modules/portal/graphql.ts';
import '../modules/reports/graphql.ts';
import '../modules/reverts/graphql.ts';
import '../modules/social/graphql.ts';
import '../modules/support/graphql.ts';
import '../modules/tasks/graphql.ts';
import '../modules/trade/graphql.ts';
import '../modules/tooltokens/graphql.ts';
import '../modules/rewards/graphql.ts';
import '../modules/moderation/graphql.ts';
import '../modules/pages/graphql.ts';
import '../modules/events/graphql.ts';
import '../modules/cores/graphql.ts';
import '../modules/vault/graphql.ts';
import '../modules/vacation/graphql.ts';
import '../modules/fleetorders/graphql.ts';
import '../modules/webhooks/graphql.ts';
import '../modules/plans/graphql.ts';
import '../modules/sitting/graphql.ts';
import '../modules/season/graphql.ts';
import '../modules/diplomacy/graphql.ts';
import '../modules/warroom/graphql.ts';
import '../modules/allyhelp/graphql.ts';
import '../modules/allyops/graphql.ts';
import '../modules/worlds/graphql.ts';
import './data-export-graphql.ts';
import { builder } from '../platform/graphql.ts';
import './errors.ts';

export const schema = builder.toSchema();

export function printedSchema(): string {
  return printSchema(lexicographicSortSchema(schema));
}
