/** Activity: what is going on in each world, for the control panel (admins only). */
export { activityRouter } from './procedures.ts';
