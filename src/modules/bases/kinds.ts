/** The base's own timeline kinds (queue items) and the shapes of their payloads. */
import { z } from 'zod';
import { BUILDING_IDS, RESEARCH_BY_ID, UNIT_IDS } from '../../game/index.ts';
import { queueKinds, type TimelineKindDef } from './engine.ts';

const level = z.number().int().min(1);
const count = z.number().int().min(1);
const unitId = z.enum(UNIT_IDS);

export const COMPLETION_PAYLOADS = {
  building: z.object({ kind: z.literal('building'), buildingId: z.enum(BUILDING_IDS), level }),
  research: z.object({
    kind: z.literal('research'),
    researchId: z.string().refine((id) => id in RESEARCH_BY_ID, 'unknown research'),
    level,
  }),
  training: z.object({ kind: z.literal('training'), unitId, count }),
  healing: z.object({ kind: z.literal('healing'), unitId, count }),
};

export const basesTimelineKinds = (): TimelineKindDef[] => queueKinds(COMPLETION_PAYLOADS);
