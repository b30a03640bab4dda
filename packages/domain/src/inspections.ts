/**
 * Site inspections: a checklist stamped from the inspection template of the property's type
 * when the valuer starts it, answered item by item (every change saves on its own, with a
 * version), with photos per item, then submitted (read-only until an admin reopens it).
 */

// The front door of @thamani/domain/inspections: the module's code lives in ./inspections/.
export * from './inspections/template.ts';
export * from './inspections/answers.ts';
export * from './inspections/messages.ts';
export * from './inspections/contract.ts';
