/** The organisations area's front door. Other modules import only this file. */
export { selectDeploymentFirmId } from './organisations.queries.ts';
