/**
 * The firm area's front door: its routes and the firm's settings as other areas read them. Other
 * modules import only this file.
 */
export { type LogoType, rasteriseLogo } from './firm-logo.ts';
export { firmMailSignature, readFirm, toFirmContact } from './firm.read.ts';
export { registerFirmRoutes } from './firm.routes.ts';
