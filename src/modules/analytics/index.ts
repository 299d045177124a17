/** Analytics: first-party page views per route shape, counted by the server, shown in /control. */
export { analyticsRouter } from './procedures.ts';
