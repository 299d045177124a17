/**
 * Wrongly typed arguments answer BAD_INPUT naming the argument, before anything runs. GraphQL's
 * own texts ('Int cannot represent non-integer value: "abc"', 'Variable "$c" got invalid value')
 * name a type or a variable, not the argument, and a variable's coercion failure reached
 * maskError as an unexpected error ('Unknown error, contact support', logged with a stack).
 * Here the arguments written in the document are checked after a failed validation, and the
 * variables are checked against their declared types before execution; each problem becomes the
 * spec-style refusal of platform/input-errors.ts, with `details.field` the argument's path.
 */
import type { Plugin } from 'graphql-yoga';
import {
  type ASTNode,
  type DocumentNode,
  GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  coerceInputValue,
  isEnumType,
  isInputType,
  isNonNullType,
  Kind,
  TypeInfo,
  typeFromAST,
  validateInputLiteral,
  validateInputValue,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { AppError } from '../platform/errors.ts';
import { enumOrder } from '../platform/graphql.ts';
import { badInput, type FieldPath, fieldLabel, inputText, logRefusal } from '../platform/input-errors.ts';

/** A GraphQL coercion text, read as one of the spec-style sentences. */
function sentence(path: FieldPath, error: GraphQLError, schema: GraphQLSchema): string {
  const l = fieldLabel(path);
  const m = error.message;
  // an enum's value out of its list: the list, as zod's refusals say it
  const enumName = /does not exist in "(\w+)" enum/.exec(m)?.[1];
  const enumType = enumName ? schema.getType(enumName) : undefined;
  if (isEnumType(enumType))
    return inputText.oneOf(l, enumOrder.get(enumType.name) ?? enumType.getValues().map((v) => v.name));
  if (
    /not to be null|to be provided|to provide a runtime value|to include required field|was not provided|is required/.test(
      m,
    )
  )
    return inputText.required(l);
  if (/^Int cannot represent non 32-bit/.test(m)) return inputText.outOfRange(l);
  if (/^Int cannot represent/.test(m)) return inputText.wholeNumber(l);
  if (/^Float cannot represent/.test(m)) return inputText.number(l);
  if (/^ID cannot represent/.test(m)) return inputText.id(l);
  if (/^String cannot represent/.test(m)) return inputText.text(l);
  if (/^Boolean cannot represent/.test(m)) return inputText.boolean(l);
  if (/to be an object/.test(m)) return inputText.object(l);
  const unknown = /unknown field "(\w+)"|Field "(\w+)" is not defined/.exec(m);
  if (unknown) return inputText.unknownField(l, unknown[1] ?? unknown[2] ?? '');
  return inputText.invalid(l);
}

/** A required-field text ('… to include required field "email" …') names the missing field itself. */
function withMissingField(path: FieldPath, error: GraphQLError): FieldPath {
  const missing = /required field "(\w+)"/.exec(error.message)?.[1];
  return missing ? [...path, missing] : path;
}

function refusal(path: FieldPath, error: GraphQLError, schema: GraphQLSchema): AppError {
  const full = withMissingField(path, error);
  return badInput(full, sentence(full, error, schema));
}

/** Problems with argument values written in the document itself, each with the argument's path. */
function literalProblems(schema: GraphQLSchema, document: DocumentNode): AppError[] {
  const out: AppError[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef();
        if (!field) return;
        for (const def of field.args) {
          const given = node.arguments?.find((a) => a.name.value === def.name);
          if (!given) {
            if (isNonNullType(def.type) && def.defaultValue === undefined)
              out.push(badInput([def.name], inputText.required(fieldLabel([def.name]))));
            continue;
          }
          validateInputLiteral(given.value, def.type, (error, path) =>
            out.push(refusal([def.name, ...path], error, schema)),
          );
        }
      },
    }),
  );
  return out;
}

/** Where each variable is used: the path of the argument (and input fields) it fills. */
function variableTargets(document: DocumentNode): Map<string, FieldPath> {
  const targets = new Map<string, FieldPath>();
  const walk = (node: ASTNode, path: FieldPath) => {
    if (node.kind === Kind.VARIABLE) {
      if (!targets.has(node.name.value)) targets.set(node.name.value, path);
    } else if (node.kind === Kind.OBJECT) {
      for (const f of node.fields) walk(f.value, [...path, f.name.value]);
    } else if (node.kind === Kind.LIST) {
      for (const [i, v] of node.values.entries()) walk(v, [...path, i]);
    }
  };
  visit(document, {
    Argument(node) {
      walk(node.value, [node.name.value]);
    },
  });
  return targets;
}

/** Problems with the request's variables against their declared types, named by the argument they fill. */
function variableProblems(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): AppError[] {
  const operation = document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return [];
  const defs = operation.variableDefinitions ?? [];
  if (defs.length === 0) return [];
  // where each variable is used: walked only when one is wrong (every request used to walk the document)
  let targets: Map<string, FieldPath> | null = null;
  const out: AppError[] = [];
  for (const def of defs) {
    const type = typeFromAST(schema, def.type);
    if (!type || !isInputType(type)) continue;
    const name = def.variable.name.value;
    const value = variables[name];
    if (value === undefined && (def.defaultValue || !isNonNullType(type))) continue;
    if (value !== undefined && coerceInputValue(value, type as GraphQLInputType) !== undefined) continue;
    targets ??= variableTargets(document);
    const target = targets.get(name) ?? [name];
    validateInputValue(value, type as GraphQLInputType, (error, path) =>
      out.push(refusal([...target, ...path], error, schema)),
    );
  }
  return out;
}

function asGraphQLErrors(problems: AppError[]): GraphQLError[] {
  return problems.map((p) => {
    logRefusal(p, 'graphql');
    return new GraphQLError(p.message, { extensions: { code: p.code, details: p.details } });
  });
}

export function inputErrorsPlugin(): Plugin {
  return {
    onValidate({ params }) {
      return ({ valid, result, setResult }) => {
        if (valid) return;
        const problems = literalProblems(params.schema, params.documentAST);
        if (problems.length === 0) return;
        // the request's other errors (unknown fields, syntax) stay as GraphQL reports them
        const valueError =
          /cannot represent|Expected value of|Expected a value of|is required, but it was not provided|of required type .* was not provided|not to be null/;
        const rest = result.filter((e) => !valueError.test(e.message));
        setResult([...rest, ...asGraphQLErrors(problems)]);
      };
    },
    onExecute({ args, setResultAndStopExecution }) {
      const problems = variableProblems(
        args.schema,
        args.document,
        args.operationName,
        (args.variableValues ?? {}) as Record<string, unknown>,
      );
      if (problems.length > 0) setResultAndStopExecution({ errors: asGraphQLErrors(problems) });
    },
  };
}
