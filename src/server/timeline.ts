/** Which module applies which timeline events besides the base's own queues (imported once per process). */
import { handleTimelineEvents } from '../modules/bases/index.ts';
import { MARCH_EVENT, marchTimeline } from '../modules/marches/index.ts';

handleTimelineEvents(MARCH_EVENT, marchTimeline);
