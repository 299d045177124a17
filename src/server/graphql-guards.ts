/**
 * The checks every GraphQL operation passes before it runs, on every door: yoga uses these plugins
 * over HTTP, and the subscription socket runs its operations through the same yoga instance
 * (`yoga.getEnveloped`), so depth, cost, alias and introspection rules cannot drift apart.
 * Over any limit the answer is the spec's COMPLEXITY_REACHED.
 *
 * What one request may make the process do is bounded before the costly steps (decision 040):
 * the document's length before it is parsed and the input's lists before GraphQL reads them
 * (`operationBoundsRefusal`, called by yoga's onParams and by the socket before it parses), and
 * the number of selections before validation (whose overlapping-fields rule grows with the square
 * of the fields of one name: 400 copies of `worlds { id }` took seconds).
 */
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { type DocumentNode, GraphQLError, Kind, NoSchemaIntrospectionCustomRule, validate, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { config } from '../platform/config.ts';
import { badInput, fieldLabel, findOversized, inputText, logRefusal } from '../platform/input-errors.ts';

const complexityReached = () => new GraphQLError('COMPLEXITY_REACHED', { extensions: { code: 'COMPLEXITY_REACHED' } });

/**
 * The refusal of an operation too big to look at (null when it is not): a document longer than
 * GRAPHQL_MAX_QUERY_CHARS answers COMPLEXITY_REACHED; a list (or object) in the variables with
 * more than INPUT_MAX_ENTRIES entries answers BAD_INPUT naming the variable. Reads no more than it must.
 */
export function operationBoundsRefusal(query: unknown, variables: unknown): GraphQLError | null {
  if (typeof query === 'string' && query.length > config.graphqlMaxQueryChars) return complexityReached();
  const at = findOversized(variables, config.inputMaxEntries);
  if (!at) return null;
  const refusal = badInput(at, inputText.maxEntries(fieldLabel(at), config.inputMaxEntries));
  logRefusal(refusal, 'graphql');
  return new GraphQLError(refusal.message, { extensions: { code: refusal.code, details: refusal.details } });
}

/** Fields, fragment spreads and inline fragments as written in the document. */
function selectionCount(document: DocumentNode): number {
  let n = 0;
  visit(document, {
    [Kind.FIELD]: () => void n++,
    [Kind.FRAGMENT_SPREAD]: () => void n++,
    [Kind.INLINE_FRAGMENT]: () => void n++,
  });
  return n;
}

/** The bounds above, and the selection count before validation (GRAPHQL_MAX_FIELDS). */
function operationBounds(): Plugin {
  return {
    onParams({ params, setResult }) {
      const refusal = operationBoundsRefusal(params.query, params.variables);
      if (refusal) setResult({ errors: [refusal] });
    },
    onValidate({ params, setResult }) {
      if (selectionCount(params.documentAST) > config.graphqlMaxFields) setResult([complexityReached()]);
    },
  };
}

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
    operationBounds(),
    maxDepthPlugin({ n: config.graphqlMaxDepth, errorMessage: 'COMPLEXITY_REACHED', exposeLimits: false }),
    costLimitPlugin({ maxCost: config.graphqlMaxCost, errorMessage: 'COMPLEXITY_REACHED', exposeLimits: false }),
    maxAliasesPlugin({ n: config.graphqlMaxAliases, errorMessage: 'COMPLEXITY_REACHED', exposeLimits: false }),
    ...(config.isDevelopment ? [] : [productionSurface()]),
  ] as Plugin[];
}
