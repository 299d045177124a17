import { adminProcedure, router } from '../../platform/trpc.ts';
import { worldActivity } from './service.ts';

export const activityRouter = router({
  worlds: adminProcedure.query(({ ctx }) => worldActivity(ctx.db, ctx.clock.now())),
});
