import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * The communication key eTIMS gave this server's device at its one initialisation (live eTIMS
 * only): a second initialisation is refused without a key, so it is kept across restarts.
 */
export const etimsDevices = pgTable(
  'etims_devices',
  {
    tin: text('tin').notNull(),
    branchId: text('branch_id').notNull(),
    deviceSerial: text('device_serial').notNull(),
    cmcKey: text('cmc_key').notNull(),
    controlUnitSerial: text('control_unit_serial'),
    mrcNo: text('mrc_no'),
    initialisedAt: ts('initialised_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tin, t.branchId, t.deviceSerial] })],
);
