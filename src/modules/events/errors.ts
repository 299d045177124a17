import { defineErrors } from '../../platform/errors.ts';

/** The events module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: eventsCatalogue, raise: eventsError } = defineErrors({
  EVENT_COOLDOWN: ["You can't participate in a new event yet.", 'CONFLICT'],
  EVENT_NOT_RUNNING: ['This event is not running', 'CONFLICT'],
  EVENT_ALREADY_JOINED: ['You already take part in this event', 'CONFLICT'],
  EVENT_NOT_FOUND: ['Event not found', 'NOT_FOUND'],
  EVENT_BAD_TYPE: 'Choose one of the five events',
  EVENT_IN_PAST: 'An event starts now or later',
  EVENT_OVERLAPS: ['This event already runs in that world at that time', 'CONFLICT'],
  EVENT_OVER: ['This event is over', 'CONFLICT'],
});
