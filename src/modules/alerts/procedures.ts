import { z } from 'zod';
import { inTransaction } from '../../platform/db.ts';
import { uuidId } from '../../platform/input-errors.ts';
import { calmProcedure, playerProcedure, router } from '../../platform/trpc.ts';
import { addDevice, listDevices, removeDevice } from './devices.ts';
import { ALERT_KINDS, ALERT_LANGUAGES } from './kinds.ts';
import { readSettings, writeSettings } from './settings.ts';
import { vapidKeys } from './vapid.ts';

const hour = z.number().int().min(0).max(23).nullable();

export const alertsRouter = router({
  settings: playerProcedure.query(async ({ ctx }) => ({
    ...(await readSettings(ctx.db, ctx.profileId)),
    pushPublicKey: (await vapidKeys(ctx.db)).publicKey,
  })),
  save: calmProcedure
    .input(
      z.object({
        kinds: z
          .array(z.object({ kind: z.enum(ALERT_KINDS), push: z.boolean(), email: z.boolean() }))
          .max(ALERT_KINDS.length * 2),
        quietStart: hour,
        quietEnd: hour,
        attacksInQuietHours: z.boolean(),
        timeZone: z.string().max(64),
        language: z.enum(ALERT_LANGUAGES),
      }),
    )
    .mutation(async ({ ctx, input }) => ({
      ...(await writeSettings(
        ctx.db,
        { profileId: ctx.profileId, accountId: ctx.session.accountId },
        input,
        ctx.clock.now(),
      )),
      pushPublicKey: (await vapidKeys(ctx.db)).publicKey,
    })),
  devices: playerProcedure.query(({ ctx }) => listDevices(ctx.db, ctx.profileId)),
  addDevice: calmProcedure
    .input(
      z.object({
        endpoint: z.string().max(1000),
        p256dh: z.string().max(200),
        auth: z.string().max(100),
        language: z.enum(ALERT_LANGUAGES),
      }),
    )
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => addDevice(trx, ctx.profileId, input, ctx.userAgent, ctx.clock.now())),
    ),
  removeDevice: calmProcedure
    .input(z.object({ id: uuidId }))
    .mutation(({ ctx, input }) => removeDevice(ctx.db, ctx.profileId, input.id)),
});
