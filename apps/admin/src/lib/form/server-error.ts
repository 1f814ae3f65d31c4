import { GatewayError } from '../graphql-client';

/** The spec's generic failure text (spec 000 §5), for every failure a screen has no own sentence for. */
export const GENERIC_FAILURE = 'We are unable to complete your request, please try again or contact support';

/** How one gateway error code reads on a screen: the spec's sentence, optionally attached to a field. */
export interface ServerErrorRule<Field extends string = string> {
  message: string;
  /** The field the message belongs under (it gets focus); absent: the message shows above the actions. */
  field?: Field;
}

/** A screen's sentences per gateway error code (FORBIDDEN, BAD_USER_INPUT, NETWORK, HTTP_500...). */
export type ServerErrorTable<Field extends string = string> = Readonly<Partial<Record<string, ServerErrorRule<Field>>>>;

export interface ServerErrorMessage<Field extends string = string> extends ServerErrorRule<Field> {
  /** The gateway's code, kept for logging; never shown. */
  code: string;
}

/**
 * The sentence a failed request shows: the screen's rule for the error's code, else the generic failure
 * text. The gateway's own message is never shown (it is for developers, not product copy). Null when
 * there is no error.
 */
export function serverErrorMessage<Field extends string>(
  error: unknown,
  table: ServerErrorTable<Field> = {},
): ServerErrorMessage<Field> | null {
  if (error === null || error === undefined) return null;
  const code = error instanceof GatewayError ? error.code : 'UNKNOWN';
  const rule = table[code];
  return rule ? { code, ...rule } : { code, message: GENERIC_FAILURE };
}
