/**
 * The one place gateway code takes graphql's runtime values (classes, rules) from; type-only imports may
 * still name 'graphql'.
 *
 * graphql 16 ships both CommonJS (index.js) and ESM (index.mjs). Node, and so graphql-yoga and
 * graphql-tools, load the CommonJS build; Vite (in Vitest) would give our sources the ESM build. Two copies
 * break `instanceof GraphQLError`, and yoga then masks our FORBIDDEN/BAD_USER_INPUT errors as internal
 * errors. Importing the CommonJS entry explicitly keeps a single copy everywhere (tsx, Vitest, the bundle).
 */
export {
  getArgumentValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  GraphQLScalarType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql/index.js';
