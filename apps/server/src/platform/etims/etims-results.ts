import type { EtimsSignature, OscuDeviceInfo } from '@thamani/domain/invoicing';

/**
 * What became of a call to eTIMS. `unreachable`: no answer (network, timeout, a server error):
 * send again later. `refused`: eTIMS answered with a result code other than 000: do not send the
 * same again; `duplicate` when it already holds that invoice number and this server does not
 * hold the signature. `not-initialised`: the device has no communication key yet.
 */
export type EtimsUnreachable = {
  kind: 'unreachable';
  reason: 'timeout' | 'network' | 'server-error' | 'unreadable';
  detail: string;
};
export type EtimsRefused = { kind: 'refused'; resultCd: string; resultMsg: string; duplicate: boolean };
export type EtimsNotInitialised = { kind: 'not-initialised' };

export type EtimsInitResult = { kind: 'initialised'; device: OscuDeviceInfo | null } | EtimsUnreachable | EtimsRefused;

/** `replayed`: eTIMS had already signed this invoice; the signature is the one kept when it first did. */
export type EtimsSendResult =
  | { kind: 'signed'; signature: EtimsSignature; replayed: boolean }
  | EtimsUnreachable
  | EtimsRefused
  | EtimsNotInitialised;
