import type {
  DirectiveNode,
  DocumentNode,
  FieldNode,
  GraphQLDirective,
  GraphQLField,
  GraphQLInputType,
  GraphQLSchema,
  OperationDefinitionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import {
  getArgumentValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from '../graphql-runtime.ts';
import { MAX_ACCOUNT_JSON_LENGTH } from '../modules/access-methods/resolvers.ts';
import { MAX_DETAIL_LENGTH } from '../modules/events/resolvers.ts';
import { MAX_PASSWORD_LENGTH } from '../modules/session/login.ts';
import { ENTITY_ID_MAX_LENGTH } from '@console/rules/access-methods';
import { RESEARCH_TOOL_FEEDBACK_MAX_LENGTH } from '@console/rules/research-tool';
import { EBA_DASHBOARD_SEARCH_MAX_LENGTH } from '@console/rules/eba';

/** Longest string any argument (or input field, or list item) may carry unless overridden below. */
export const DEFAULT_MAX_STRING_LENGTH = 256;

/**
 * Per-argument bounds, by schema coordinate: `Type.field(argument:)` for a field argument, `Input.field` for
 * a field of an input object. Lists use the bound of the argument or field that holds them.
 */
export const MAX_STRING_LENGTHS: Readonly<Record<string, number>> = {
  'UserLoginInput.password': MAX_PASSWORD_LENGTH,
  'LogEventInput.detail': MAX_DETAIL_LENGTH,
  'Mutation.updateInstitutionalAccount(account:)': MAX_ACCOUNT_JSON_LENGTH,
  'Query.verifyEntityId(entityId:)': ENTITY_ID_MAX_LENGTH,
  'ResearchToolFeedbackInput.feedback': RESEARCH_TOOL_FEEDBACK_MAX_LENGTH,
  'Query.getParticipantDashboardData(siteCodes:)': EBA_DASHBOARD_SEARCH_MAX_LENGTH,
  'Query.downloadParticipantStatusReport(siteCodes:)': EBA_DASHBOARD_SEARCH_MAX_LENGTH,
};

export interface StringLimits {
  defaultMaxLength: number;
  maxLengths: Readonly<Record<string, number>>;
}

export const STRING_LIMITS: StringLimits = { defaultMaxLength: DEFAULT_MAX_STRING_LENGTH, maxLengths: MAX_STRING_LENGTHS };

/** A UTF-16 surrogate without its partner: not a Unicode scalar value, so not encodable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one string value, or null when it may go on to the resolvers (and the database). */
export function stringProblem(value: string, maxLength: number): string | null {
  if (value.includes('\0')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(value)) return 'must be valid Unicode (it contains an unpaired surrogate)';
  if (value.length > maxLength) return `must be at most ${maxLength} characters long`;
  return null;
}

export interface StringArgumentProblem {
  /** The field or directive whose argument is wrong, e.g. `userLogin` or `@include`. */
  field: string;
  /** Path of the value inside the arguments, e.g. `input.password` or `flagsFlagList[2]`. */
  argument: string;
  reason: string;
}

/** A field or directive of the document that is given arguments, with its definition in the schema. */
interface ArgumentSite {
  readonly node: FieldNode | DirectiveNode;
  readonly definition: GraphQLField<unknown, unknown> | GraphQLDirective;
  /** The name errors give: the field's, or `@directive`. */
  readonly field: string;
  /** `Type.field` or `@directive`, the start of its arguments' coordinates. */
  readonly coordinate: string;
}

/** argumentSites' answers: the same document (yoga's parser cache hands out one per query text) is walked once. */
const sitesCache = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, WeakMap<OperationDefinitionNode, readonly ArgumentSite[]>>>();

/**
 * The fields and directives given arguments in `operation` (and the fragments, which validation guarantees it
 * may use), in document order. They depend on the document only; their values, on the variables of each request.
 */
function argumentSites(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): readonly ArgumentSite[] {
  let byDocument = sitesCache.get(schema);
  if (!byDocument) sitesCache.set(schema, (byDocument = new WeakMap()));
  let byOperation = byDocument.get(document);
  if (!byOperation) byDocument.set(document, (byOperation = new WeakMap()));
  const cached = byOperation.get(operation);
  if (cached) return cached;

  const sites: ArgumentSite[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition(node) {
        // Only the operation that runs (and the fragments, which validation guarantees it may use).
        return node === operation ? undefined : false;
      },
      Field(node) {
        const definition = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (!definition || !parent || definition.args.length === 0 || !node.arguments?.length) return;
        sites.push({ node, definition, field: node.name.value, coordinate: `${parent.name}.${definition.name}` });
      },
      Directive(node) {
        const definition = typeInfo.getDirective();
        if (!definition || definition.args.length === 0 || !node.arguments?.length) return;
        sites.push({ node, definition, field: `@${definition.name}`, coordinate: `@${definition.name}` });
      },
    }),
  );
  byOperation.set(operation, sites);
  return sites;
}

/**
 * Checks every string that reaches a resolver in one operation: field and directive arguments, from inline
 * literals and variables alike, inside input objects and lists. Values are taken after graphql's own
 * coercion (the values the resolvers will see); when the variables do not coerce, execution reports that
 * and nothing is checked here. Returns the first problem found.
 */
export function findStringArgumentProblem(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Readonly<Record<string, unknown>> | null | undefined,
  limits: StringLimits = STRING_LIMITS,
): StringArgumentProblem | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {}, { maxErrors: 1 });
  if (coerced.errors) return null;
  const variables = coerced.coerced;

  let problem: StringArgumentProblem | null = null;
  const checkValue = (value: unknown, type: GraphQLInputType, field: string, path: string, coordinate: string): void => {
    if (problem || value === null || value === undefined) return;
    if (isNonNullType(type)) {
      checkValue(value, type.ofType, field, path, coordinate);
    } else if (isListType(type)) {
      const items: unknown[] = Array.isArray(value) ? value : [value];
      items.forEach((item, index) => checkValue(item, type.ofType, field, Array.isArray(value) ? `${path}[${index}]` : path, coordinate));
    } else if (isInputObjectType(type)) {
      const fields = type.getFields();
      for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
        const definition = fields[name];
        if (definition) checkValue(item, definition.type, field, `${path}.${name}`, `${type.name}.${name}`);
      }
    } else if (!isEnumType(getNamedType(type)) && typeof value === 'string') {
      const reason = stringProblem(value, limits.maxLengths[coordinate] ?? limits.defaultMaxLength);
      if (reason) problem = { field, argument: path, reason };
    }
  };

  for (const site of argumentSites(schema, document, operation)) {
    let values: Record<string, unknown>;
    try {
      values = getArgumentValues(site.definition, site.node, variables);
    } catch {
      continue; // Execution reports arguments that do not coerce.
    }
    for (const argument of site.definition.args) {
      checkValue(values[argument.name], argument.type, site.field, argument.name, `${site.coordinate}(${argument.name}:)`);
    }
    if (problem) break;
  }
  return problem;
}

/** The error a client receives for a refused string: BAD_USER_INPUT, naming the argument, never echoing the value. */
export function stringArgumentError(problem: StringArgumentProblem): GraphQLError {
  return new GraphQLError(`Argument "${problem.argument}" of "${problem.field}" ${problem.reason}.`, {
    extensions: { code: 'BAD_USER_INPUT', field: problem.field, argument: problem.argument },
  });
}

/**
 * Refuses an operation before any resolver runs when a string argument carries a NUL byte (PostgreSQL text
 * cannot hold one), an unpaired surrogate (not valid Unicode, so not valid UTF-8 either) or more characters
 * than its bound.
 */
export function stringArgumentsPlugin(limits: StringLimits = STRING_LIMITS): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const problem = findStringArgumentProblem(args.schema, args.document, args.operationName, args.variableValues, limits);
      if (problem) setResultAndStopExecution({ errors: [stringArgumentError(problem)] });
    },
  };
}

/** Coordinates of MAX_STRING_LENGTHS that the schema does not have (a misspelt override would silently not apply). */
export function unknownCoordinates(schema: GraphQLSchema, maxLengths: Readonly<Record<string, number>> = MAX_STRING_LENGTHS): string[] {
  return Object.keys(maxLengths).filter((coordinate) => {
    const argument = /^(\w+)\.(\w+)\((\w+):\)$/.exec(coordinate);
    if (argument) {
      const type = schema.getType(argument[1]!);
      const field = type && 'getFields' in type && !isInputObjectType(type) ? type.getFields()[argument[2]!] : undefined;
      return !field || !('args' in field) || !field.args.some((arg) => arg.name === argument[3]);
    }
    const inputField = /^(\w+)\.(\w+)$/.exec(coordinate);
    const type = inputField ? schema.getType(inputField[1]!) : undefined;
    return !type || !isInputObjectType(type) || !type.getFields()[inputField![2]!];
  });
}
