import { builder, callerFor, LanguageRef, listEnum, OkResultRef } from '../../platform/graphql.ts';
import type { DeviceView } from './devices.ts';
import { alertsRouter } from './procedures.ts';
import type { AlertSettingsView } from './settings.ts';
import { ALERT_KINDS } from './kinds.ts';

/** What an alert is about. */
const AlertKindRef = listEnum('AlertKind', ALERT_KINDS);

const api = callerFor(alertsRouter);

const AlertChannelsRef = builder.objectRef<AlertSettingsView['kinds'][number]>('AlertChannels').implement({
  fields: (t) => ({
    kind: t.expose('kind', { type: AlertKindRef }),
    push: t.exposeBoolean('push', { description: 'as a notification on my devices' }),
    email: t.exposeBoolean('email', {
      description: 'by e-mail, at most one a quarter hour per kind (none after unsubscribing)',
    }),
  }),
});

const AlertSettingsRef = builder.objectRef<AlertSettingsView & { pushPublicKey: string }>('AlertSettings').implement({
  description: 'what I hear about while the game is closed (nothing until saved)',
  fields: (t) => ({
    kinds: t.field({ type: [AlertChannelsRef], resolve: (s) => s.kinds }),
    quietStart: t.exposeInt('quietStart', {
      nullable: true,
      description: 'hour 0–23 in my time zone from which nothing comes (but attacks, when allowed)',
    }),
    quietEnd: t.exposeInt('quietEnd', { nullable: true, description: 'hour 0–23 at which quiet hours end' }),
    attacksInQuietHours: t.exposeBoolean('attacksInQuietHours', {
      description: 'an incoming attack comes through quiet hours',
    }),
    timeZone: t.exposeString('timeZone', {
      description: 'IANA time zone of my quiet hours and of the times alerts name',
    }),
    language: t.expose('language', { type: LanguageRef, description: 'the language of alert e-mails' }),
    pushPublicKey: t.exposeString('pushPublicKey', {
      description: "the server's VAPID public key (base64url), for PushManager.subscribe",
    }),
  }),
});

const PushDeviceRef = builder.objectRef<DeviceView>('PushDevice').implement({
  description: 'a browser that receives my alerts as notifications',
  fields: (t) => ({
    id: t.exposeID('id'),
    endpoint: t.exposeString('endpoint', { description: "the browser's push address (to recognise this device)" }),
    browser: t.exposeString('browser', { nullable: true }),
    os: t.exposeString('os', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (d) => d.createdAt }),
    lastSentAt: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.lastSentAt }),
    failing: t.exposeBoolean('failing', { description: 'the last push to it failed' }),
  }),
});

const AlertKindInput = builder.inputType('AlertChannelsInput', {
  fields: (t) => ({
    kind: t.field({ type: AlertKindRef, required: true }),
    push: t.boolean({ required: true }),
    email: t.boolean({ required: true }),
  }),
});

const AlertSettingsInput = builder.inputType('AlertSettingsInput', {
  fields: (t) => ({
    kinds: t.field({ type: [AlertKindInput], required: true }),
    quietStart: t.int(),
    quietEnd: t.int(),
    attacksInQuietHours: t.boolean({ required: true }),
    timeZone: t.string({ required: true }),
    language: t.field({ type: LanguageRef, required: true }),
  }),
});

const PushDeviceInput = builder.inputType('PushDeviceInput', {
  description: "a PushSubscription's endpoint and keys, as the browser gives them (subscription.toJSON())",
  fields: (t) => ({
    endpoint: t.string({ required: true }),
    p256dh: t.string({ required: true }),
    auth: t.string({ required: true }),
    language: t.field({ type: LanguageRef, required: true }),
  }),
});

builder.queryFields((t) => ({
  alertSettings: t.field({ type: AlertSettingsRef, resolve: (_r, _a, ctx) => api(ctx).settings() }),
  pushDevices: t.field({ type: [PushDeviceRef], resolve: (_r, _a, ctx) => api(ctx).devices() }),
}));

builder.mutationFields((t) => ({
  saveAlertSettings: t.field({
    type: AlertSettingsRef,
    args: { input: t.arg({ type: AlertSettingsInput, required: true }) },
    resolve: (_r, a, ctx) =>
      api(ctx).save({
        ...a.input,
        kinds: a.input.kinds,
        quietStart: a.input.quietStart ?? null,
        quietEnd: a.input.quietEnd ?? null,
        language: a.input.language,
      }),
  }),
  registerPushDevice: t.field({
    type: PushDeviceRef,
    description: "this browser receives my alerts (again: a known endpoint's keys are refreshed)",
    args: { input: t.arg({ type: PushDeviceInput, required: true }) },
    resolve: (_r, a, ctx) => api(ctx).addDevice(a.input),
  }),
  removePushDevice: t.field({
    type: OkResultRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).removeDevice({ id: String(a.id) }),
  }),
}));
