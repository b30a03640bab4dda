/**
 * The valuers area's front door: a valuer's profile, signature and practising certificate. Other
 * modules import only this file.
 */
export { assertCertificateCurrent } from './valuer-certificate.queries.ts';
export { registerValuerRoutes } from './valuers.routes.ts';
export { findSignature, saveSignature, storeSignature, updateValuerProfile, writeValuerDetails } from './valuers.service.ts';
