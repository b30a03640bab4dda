/**
 * What can go wrong calling Daraja, as a caller must tell it apart: Daraja never answered
 * (unreachable, timed out: the push may or may not have reached the payer — ask stkQuery before
 * pushing again), Daraja refused with a code, or Daraja answered something that is not its protocol.
 */
export abstract class DarajaError extends Error {
  abstract readonly kind: 'unreachable' | 'timeout' | 'refused' | 'protocol';
}

/** No answer: the connection was refused or dropped, the name did not resolve. */
export class DarajaUnreachableError extends DarajaError {
  readonly kind = 'unreachable';
  constructor(
    readonly url: string,
    options?: ErrorOptions,
  ) {
    super(`Daraja could not be reached at ${url}`, options);
    this.name = 'DarajaUnreachableError';
  }
}

/** No answer within the client's timeout. */
export class DarajaTimeoutError extends DarajaError {
  readonly kind = 'timeout';
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`Daraja did not answer ${url} within ${timeoutMs} ms`);
    this.name = 'DarajaTimeoutError';
  }
}

/** Daraja answered with an HTTP error and (usually) its error body. */
export class DarajaRefusedError extends DarajaError {
  readonly kind = 'refused';
  constructor(
    readonly status: number,
    /** Daraja's errorCode ("400.002.02"), undefined when the body had none. */
    readonly errorCode: string | undefined,
    readonly errorMessage: string,
    readonly requestId?: string,
  ) {
    super(`Daraja refused (HTTP ${status}${errorCode ? `, ${errorCode}` : ''}): ${errorMessage}`);
    this.name = 'DarajaRefusedError';
  }
}

/** Daraja answered 2xx with a body that is not what its protocol says. */
export class DarajaProtocolError extends DarajaError {
  readonly kind = 'protocol';
  constructor(
    readonly url: string,
    detail: string,
  ) {
    super(`Daraja's answer from ${url} was not understood: ${detail}`);
    this.name = 'DarajaProtocolError';
  }
}
