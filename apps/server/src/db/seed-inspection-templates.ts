import { INSPECTION_TEMPLATES } from '@thamani/domain/inspection-templates';
import type { Db } from './client.ts';
import { inspectionTemplates } from './schema/inspection-templates.table.ts';

/**
 * Publish every template version the code ships, once: an existing (property type, version) is
 * left untouched, so a published template never changes under the inspections that stamped it.
 * Runs after every migration, on either database.
 */
export async function seedInspectionTemplates(db: Db): Promise<void> {
  await db
    .insert(inspectionTemplates)
    .values(INSPECTION_TEMPLATES.map((template) => ({ propertyType: template.propertyType, version: template.version, template })))
    .onConflictDoNothing({ target: [inspectionTemplates.propertyType, inspectionTemplates.version] });
}
