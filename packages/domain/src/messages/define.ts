import { register, remember, type MessageParams } from './registry.ts';

/**
 * A message with parameters: `render` writes the English from named parameters (facts: a
 * number, a name, a day), `from` names the arguments its callers pass, in their order.
 */
export interface ParamMessage<A extends unknown[], P extends MessageParams> {
  readonly render: (params: P) => string;
  readonly from: (...args: A) => P;
}

export function withParams<A extends unknown[], P extends MessageParams>(
  render: (params: P) => string,
  from: (...args: A) => P,
): ParamMessage<A, P> {
  return { render, from };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any argument and parameter shape
type AnyParamMessage = ParamMessage<any, any>;

export type DefinedMessages<T> = {
  readonly [K in keyof T]: T[K] extends { readonly from: (...args: infer A) => MessageParams }
    ? (...args: A) => string
    : T[K];
};

/**
 * Defines a scope's messages and enters each in the catalogue as `scope.name`. It answers the
 * shape its callers use: a text stays the text, a message with parameters is a function of the
 * callers' arguments giving the text (and remembering the key and parameters it was written from).
 */
export function defineMessages<const T extends Record<string, string | AnyParamMessage>>(
  scope: string,
  messages: T,
): DefinedMessages<T> {
  const defined: Record<string, unknown> = {};
  for (const [name, message] of Object.entries(messages)) {
    const key = `${scope}.${name}`;
    if (typeof message === 'string') {
      register({ key, english: message });
      defined[name] = message;
      continue;
    }
    const render = message.render as (params: MessageParams) => string;
    register({ key, english: render });
    defined[name] = (...args: unknown[]) => {
      const params = message.from(...args) as MessageParams;
      const text = render(params);
      remember(text, { key, params });
      return text;
    };
  }
  return defined as DefinedMessages<T>;
}
