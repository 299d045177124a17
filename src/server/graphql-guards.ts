/**
 * The checks every GraphQL operation passes before it runs, on every door: yoga uses these plugins
 * over HTTP, and the subscription socket runs its operations through the same yoga instance
 * (`yoga.getEnveloped`), so depth, cost, alias and introspection rules cannot drift apart.
 * Over any limit the answer is the spec's COMPLEXITY_REACHED.
 */
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { NoSchemaIntrospectionCustomRule, validate } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { config } from '../platform/config.ts';

/** Outside development: no `__schema` / `__type`, and no "Did you mean …" in error texts. */
function productionSurface(): Plugin {
  return {
    onValidate({ addValidationRule, setValidationFn }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
      // graphql 17 hides suggestions natively; envelop passes (schema, document, rules, options)
      setValidationFn((schema, document, rules, options) =>
        validate(schema, document, rules, { ...(options as object | undefined), hideSuggestions: true }),
      );
    },
  };
}

export function graphqlGuards(): Plugin[] {
  return [
    maxDepthPlugin({ n: config.graphqlMaxDepth, errorMessage: 'COMPLEXITY_REACHED', exposeLimits: false }),
    costLimitPlugin({ maxCost: config.graphqlMaxCost, errorMessage: 'COMPLEXITY_REACHED', exposeLimits: false }),
    maxAliasesPlugin({ n: config.graphqlMaxAliases, errorMessage: 'COMPLEXITY_REACHED', exposeLimits: false }),
    ...(config.isDevelopment ? [] : [productionSurface()]),
  ] as Plugin[];
}
