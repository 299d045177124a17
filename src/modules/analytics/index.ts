export { analyticsRouter } from './procedures.ts';
