import type { ASTVisitor, FragmentDefinitionNode, SelectionSetNode, ValidationContext, ValidationRule } from 'graphql';
import { GraphQLError, Kind, NoSchemaIntrospectionCustomRule } from '../graphql-runtime.ts';
import type { Plugin } from 'graphql-yoga';
import { armorPlugin, hideSuggestionsPlugin } from './graphql-limits.ts';
import { stringArgumentsPlugin } from './string-arguments.ts';

/** Largest number of fields one operation may select, counting every fragment spread where it is used. */
export const MAX_SELECTED_FIELDS = 2000;

/**
 * Refuses operations that select too many fields (alias floods, fragments spread many times), so one
 * request within the body limit cannot trigger thousands of resolver calls.
 */
export function maxSelectedFieldsRule(limit: number = MAX_SELECTED_FIELDS): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const fragmentCounts = new Map<string, number>();

    const count = (selectionSet: SelectionSetNode, visiting: Set<string>): number => {
      let total = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          total += 1 + (selection.selectionSet ? count(selection.selectionSet, visiting) : 0);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          total += count(selection.selectionSet, visiting);
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          // Unknown fragments and cycles are reported by graphql's own rules.
          if (!fragment || visiting.has(name)) continue;
          let fragmentTotal = fragmentCounts.get(name);
          if (fragmentTotal === undefined) {
            visiting.add(name);
            fragmentTotal = count(fragment.selectionSet, visiting);
            visiting.delete(name);
            fragmentCounts.set(name, fragmentTotal);
          }
          total += fragmentTotal;
        }
        if (total > limit) return total;
      }
      return total;
    };

    return {
      OperationDefinition(node) {
        if (count(node.selectionSet, new Set()) > limit) {
          context.reportError(new GraphQLError('The operation selects too many fields.', { nodes: [node] }));
        }
      },
    };
  };
}

/** Adds validation rules: the field limit always, and no introspection when `introspection` is false. */
export function validationGuardsPlugin(options: { introspection: boolean }): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(maxSelectedFieldsRule());
      if (!options.introspection) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/** Logs unexpected resolver errors (the client only sees the masked message). */
export function unexpectedErrorLogPlugin(log: (message: string) => void): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result) return;
          for (const error of result.errors ?? []) {
            const original = error.originalError;
            if (original && !(original instanceof GraphQLError)) {
              log(`unexpected error in ${error.path?.join('.') ?? 'operation'}: ${original.stack ?? original.message}`);
            }
          }
        },
      };
    },
  };
}

/**
 * Every plugin between a GraphQL request and the resolvers, in every mode: graphql-armor's limits, no
 * "Did you mean" hints, the field-count and introspection rules, the string-argument checks, and the log of
 * unexpected errors (whose details never reach the client: see `maskedErrors` in server.ts).
 */
export function gatewayGraphqlPlugins(options: { introspection: boolean; log: (message: string) => void }): Plugin[] {
  return [
    armorPlugin(),
    hideSuggestionsPlugin(),
    validationGuardsPlugin(options),
    stringArgumentsPlugin(),
    unexpectedErrorLogPlugin(options.log),
  ];
}
