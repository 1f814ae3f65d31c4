// The GraphQL schema as an attacker's map: every root field whose arguments (or the fields of its input
// objects, at any depth) name an institution, account, user, credential, notification, report, schedule,
// upload or SUSHI credential. Read from the SDL the gateway is built from, so a new field appears here by itself.
import { readFileSync, readdirSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from '../../packages/graphql/node_modules/graphql/index.js';

const schemaDir = new URL('../../packages/graphql/schema/', import.meta.url);

export function loadSchema(): GraphQLSchema {
  const files = readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort();
  // session.graphql declares `type Query`; the other files extend it, so it goes first.
  const ordered = [...files.filter((name) => name === 'session.graphql'), ...files.filter((name) => name !== 'session.graphql')];
  return buildSchema(ordered.map((name) => readFileSync(new URL(name, schemaDir), 'utf8')).join('\n'));
}

/**
 * What marks an identifier of something that belongs to an institution: any argument or input field of type
 * ID (accounts, users, credentials, licences, notifications, reports, schedules, publishers, sessions), and
 * these names for the identifiers typed String: site codes, account codes, email addresses of users, SUSHI
 * requestor ids and keys.
 */
export const IDENTIFIER_NAME =
  /(^|_)(site_?codes?|code|siteCodes?|emailAddresses|email_?address(es)?|requestor_?id|api_?key|customer_?id)$|SiteCode$/i;

export interface IdentifierPath {
  /** e.g. `submissionData.user_id` */
  path: string;
  type: string;
}

function walk(type: GraphQLInputType, prefix: string, found: IdentifierPath[], seen: Set<string>): void {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || seen.has(named.name)) return;
  seen.add(named.name);
  for (const field of Object.values(named.getFields())) {
    const path = `${prefix}.${field.name}`;
    if (marksIdentifier(field.name, field.type)) found.push({ path, type: String(field.type) });
    walk(field.type, path, found, seen);
  }
  seen.delete(named.name);
}

function marksIdentifier(name: string, type: GraphQLInputType): boolean {
  return getNamedType(type).name === 'ID' || IDENTIFIER_NAME.test(name);
}

export interface RootField {
  operation: 'query' | 'mutation';
  name: string;
  field: GraphQLField<unknown, unknown>;
  identifiers: IdentifierPath[];
}

/** Root fields with at least one identifier argument. */
export function fieldsNamingIdentifiers(schema: GraphQLSchema): RootField[] {
  const result: RootField[] = [];
  for (const [operation, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const identifiers: IdentifierPath[] = [];
      for (const argument of field.args) {
        if (marksIdentifier(argument.name, argument.type)) identifiers.push({ path: argument.name, type: String(argument.type) });
        walk(argument.type, argument.name, identifiers, new Set());
      }
      if (identifiers.length > 0) result.push({ operation, name: field.name, field, identifiers });
    }
  }
  return result;
}

/**
 * The document calling one root field with every argument as a variable. Objects are selected by
 * `__typename` unless `selection` says more: whether anything came back is what matters.
 */
export function documentFor(root: RootField, selection?: string): string {
  const args = root.field.args as readonly GraphQLArgument[];
  const variables = args.map((argument) => `$${argument.name}: ${String(argument.type)}`).join(', ');
  const passed = args.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  const named = getNamedType(root.field.type);
  const body = selection ?? (isObjectType(named) ? '{ __typename }' : '');
  return `${root.operation} Attack${variables ? `(${variables})` : ''} { ${root.name}${passed ? `(${passed})` : ''} ${body} }`;
}

/** True for a list type (possibly non-null). */
export function returnsList(root: RootField): boolean {
  const type = isNonNullType(root.field.type) ? root.field.type.ofType : root.field.type;
  return isListType(type);
}
