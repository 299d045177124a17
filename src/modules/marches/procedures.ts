import { z } from 'zod';
import { UNIT_IDS } from '../../game/index.ts';
import { inTransaction } from '../../platform/db.ts';
import { uuidId } from '../../platform/input-errors.ts';
import { playerProcedure, router } from '../../platform/trpc.ts';
import { orSendFailed } from './errors.ts';
import { listUnitGroups } from './unit-groups.ts';
import { fleetsOnMap } from './map-fleets.ts';
import { occupationsAround } from './occupying.ts';
import {
  expelReinforcement,
  garrisonOf,
  orGarrisonFailed,
  reinforcementsOverview,
  withdrawReinforcement,
} from './reinforcements.ts';
import { marchView } from './view.ts';
import { listIncoming, listMarches, recallMarch, sendMarch, sendScout } from './service.ts';
import { sendThroughPortal } from './portal-travel.ts';
import { afterDial } from '../portal/index.ts';

const count = z.number().int().min(-1_000_000_000).max(1_000_000_000);
const Units = z.array(z.object({ type: z.enum(UNIT_IDS), count })).max(UNIT_IDS.length * 2);

/** Each command runs in one transaction the procedure opens (decision 048); the use cases take it. */
export const marchesRouter = router({
  send: playerProcedure
    .input(
      z.object({
        x: z.number().int(),
        y: z.number().int(),
        units: Units,
        mode: z.enum(['gather', 'occupy']).optional(),
      }),
    )
    .mutation(({ ctx, input }) => {
      const units: Record<string, number> = {};
      for (const u of input.units) units[u.type] = (units[u.type] ?? 0) + u.count;
      return orSendFailed(
        inTransaction(ctx.db, (trx) =>
          sendMarch(trx, ctx.profileId, { x: input.x, y: input.y, units, mode: input.mode }, ctx.clock.now()),
        ),
      );
    }),
  throughPortal: playerProcedure
    .input(z.object({ address: z.string().max(40, 'Address must be six symbols'), units: Units }))
    .mutation(({ ctx, input }) => {
      const units: Record<string, number> = {};
      for (const u of input.units) units[u.type] = (units[u.type] ?? 0) + u.count;
      // committed, then a dial refused on the other side is thrown: its energy stays spent
      return orSendFailed(
        inTransaction(ctx.db, (trx) =>
          sendThroughPortal(trx, ctx.profileId, { address: input.address, units }, ctx.clock.now()),
        ).then(afterDial),
      );
    }),
  scout: playerProcedure
    .input(z.object({ x: z.number().int(), y: z.number().int() }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => sendScout(trx, ctx.profileId, input, ctx.clock.now())),
    ),
  recall: playerProcedure
    .input(z.object({ marchId: uuidId }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => recallMarch(trx, ctx.profileId, input.marchId, ctx.clock.now())),
    ),
  list: playerProcedure.query(({ ctx }) =>
    inTransaction(ctx.db, (trx) => listMarches(trx, ctx.profileId, ctx.clock.now())),
  ),
  unitGroups: playerProcedure.query(({ ctx }) =>
    inTransaction(ctx.db, (trx) => listUnitGroups(trx, ctx.profileId, ctx.clock.now())),
  ),
  reinforcements: playerProcedure.query(({ ctx }) =>
    inTransaction(ctx.db, (trx) => reinforcementsOverview(trx, ctx.profileId, ctx.clock.now())),
  ),
  garrison: playerProcedure.query(({ ctx }) =>
    orGarrisonFailed(inTransaction(ctx.db, (trx) => garrisonOf(trx, ctx.profileId, ctx.clock.now()))),
  ),
  withdraw: playerProcedure
    .input(z.object({ marchId: uuidId }))
    .mutation(async ({ ctx, input }) =>
      marchView(
        await inTransaction(ctx.db, (trx) => withdrawReinforcement(trx, ctx.profileId, input.marchId, ctx.clock.now())),
      ),
    ),
  expel: playerProcedure
    .input(z.object({ marchId: uuidId }))
    .mutation(async ({ ctx, input }) =>
      marchView(
        await inTransaction(ctx.db, (trx) => expelReinforcement(trx, ctx.profileId, input.marchId, ctx.clock.now())),
      ),
    ),
  occupations: playerProcedure
    .input(
      z.object({
        x: z.number().int().min(-1_000_000).max(1_000_000),
        y: z.number().int().min(-1_000_000).max(1_000_000),
        radius: z.number().int().min(1).max(20),
      }),
    )
    .query(({ ctx, input }) => occupationsAround(ctx.db, ctx.profileId, input)),
  incoming: playerProcedure.query(({ ctx }) =>
    inTransaction(ctx.db, (trx) => listIncoming(trx, ctx.profileId, ctx.clock.now())),
  ),
  /** other commanders' fleets in flight the reader's map draws: allies', and strangers' flying at us */
  mapFleets: playerProcedure.query(({ ctx }) => fleetsOnMap(ctx.db, ctx.profileId, ctx.clock.now())),
});
