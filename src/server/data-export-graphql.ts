import { builder, callerFor } from '../platform/graphql.ts';
import { privacyRouter } from './data-export.ts';

const api = callerFor(privacyRouter);

builder.queryField('myData', (t) =>
  t.string({
    description: 'everything the game holds of the signed-in player, as a JSON document (GDPR Art. 20)',
    resolve: (_r, _a, ctx) => api(ctx).myData(),
  }),
);
