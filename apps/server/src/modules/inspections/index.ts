/** The inspections area's front door. Other modules import only this file. */
export { saveAnswers, startInspection } from './inspections.answers.ts';
export { addPhoto } from './inspections.photos.ts';
export { canReadInspectionOf } from './inspections.read.ts';
export { registerInspectionRoutes } from './inspections.routes.ts';
export { submitInspection } from './inspections.submit.ts';
