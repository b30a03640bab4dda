import { eq, sql, type SQL } from 'drizzle-orm';
import { valuationRequests } from '#db/schema/valuation-requests.table.ts';

/** The requests table, for other areas' queries: it comes through this door with its scope. */
export { valuationRequests };

/**
 * The one scope over valuation requests: every query that reads them names the firm whose
 * requests it reads (AppContext.firmId, the deployment's firm). A query that forgets it is caught
 * by security/firm-scope.test.ts, which plants another firm's request where every list and every
 * lookup could show it.
 */
export function ofFirm(firmId: string): SQL {
  return eq(valuationRequests.firmId, firmId);
}

/** The same scope in raw SQL over a request table alias (`r.firm_id = …`). */
export function ofFirmAs(alias: string, firmId: string): SQL {
  return sql`${sql.raw(alias)}.firm_id = ${firmId}::uuid`;
}
