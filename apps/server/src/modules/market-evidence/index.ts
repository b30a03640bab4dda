/** The market evidence area's front door. Other modules import only this file. */
export { registerMarketEvidenceRoutes } from './market-evidence.routes.ts';
