import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { GraphQLError } from '../graphql-runtime.ts';

/**
 * Limits every operation must stay within, in every mode. The console's biggest document, the home
 * dashboard query (HomepageSummary), measures depth 8 (a fragment spread counts as a level), cost 1,830,
 * 146 tokens, no aliases and no directives; GraphiQL's introspection query has 163 tokens (its `__schema`
 * depth and cost are not counted). graphql-limits.test.ts checks every document the console sends.
 */
export const GRAPHQL_LIMITS = {
  /** Nesting of selection sets, fragment spreads and inline fragments counting as a level each. */
  maxDepth: 10,
  /** Aliased fields per operation (fragments counted where spread); `__typename` aliases count too. */
  maxAliases: 15,
  /** graphql-armor's cost: 1 per scalar, 2 per object, times 1.5 per level of depth. */
  maxCost: 5000,
  /** Directive uses per operation. */
  maxDirectives: 10,
  /** Lexical tokens per document (checked while parsing, so a huge document stops early). */
  maxTokens: 1000,
} as const;

/** Armor's rules say "Syntax Error: " for every rejection; only the token limit really is one. */
function cleanMessage(message: string): string {
  return message.replace(/^Syntax Error: /, '');
}

/** Reports a rejected validation rule like graphql's own rules do (HTTP 200, GRAPHQL_VALIDATION_FAILED), never by throwing. */
const reportToContext = (context: ValidationContext | null, error: GraphQLError): void => {
  context?.reportError(new GraphQLError(cleanMessage(error.message)));
};

const validationRuleOptions = () => ({ propagateOnRejection: false, exposeLimits: true, onReject: [reportToContext] });

/** graphql-armor's protections with the limits above. */
export function armorPlugin(limits: typeof GRAPHQL_LIMITS = GRAPHQL_LIMITS): Plugin {
  return EnvelopArmorPlugin({
    maxDepth: { n: limits.maxDepth, flattenFragments: false, ignoreIntrospection: true, ...validationRuleOptions() },
    maxAliases: { n: limits.maxAliases, allowList: [], ...validationRuleOptions() },
    costLimit: { maxCost: limits.maxCost, ignoreIntrospection: true, ...validationRuleOptions() },
    maxDirectives: { n: limits.maxDirectives, ...validationRuleOptions() },
    // The token limit works inside the parser, where there is no validation context: it throws a syntax error.
    maxTokens: { n: limits.maxTokens, exposeLimits: true },
    blockFieldSuggestion: { mask: '' },
  }) as Plugin;
}

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** A message without graphql's "Did you mean ...?" hints. */
export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '').trim();
}

/**
 * Removes "Did you mean ...?" from every error of every response. Armor's suggestion blocker only sees
 * validation errors and only the `Did you mean "x"?` form; enum values (`Did you mean the enum value "X"?`)
 * and variables that do not coerce (`Field "usrname" is not defined ... Did you mean "username"?`) would
 * still name fields and values of a schema that production does not let anyone introspect.
 */
export function hideSuggestionsPlugin(): Plugin {
  return {
    onResultProcess({ result }) {
      const results = Array.isArray(result) ? result : [result];
      for (const single of results) {
        if (!single || typeof single !== 'object' || !('errors' in single) || !Array.isArray(single.errors)) continue;
        for (const error of single.errors as Array<{ message: string }>) {
          if (typeof error.message === 'string' && error.message.includes('Did you mean'))
            error.message = withoutSuggestions(error.message);
        }
      }
    },
  };
}
