import { z } from 'zod';
import type { TaskFactory } from '../../platform/jobs.ts';
import { deliverMail } from './service.ts';

const SendPayload = z.object({ mailId: z.string().uuid() });

export const mailTasks: TaskFactory = ({ db, clock }) => ({
  'mail/send': async (raw) => {
    const { mailId } = SendPayload.parse(raw);
    await deliverMail(db, mailId, clock.now());
  },
});
