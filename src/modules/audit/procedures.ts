import { z } from 'zod';
import { adminProcedure, router } from '../../platform/trpc.ts';
import { listEntries } from './repo.ts';

export const auditRouter = router({
  list: adminProcedure
    .input(z.object({ limit: z.number().int().min(1).max(1000).default(200) }).default({ limit: 200 }))
    .query(async ({ ctx, input }) => {
      const rows = await listEntries(ctx.db, input.limit);
      return rows.map((r) => ({
        id: String(r.id),
        at: r.at,
        adminUsername: r.admin_username,
        action: r.action,
        target: r.target,
        targetName: r.target_name,
        targetProfileId: r.target_profile_id,
        details: r.details == null ? null : JSON.stringify(r.details),
      }));
    }),
});
