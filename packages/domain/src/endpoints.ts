/** The front door of the API's endpoint contracts: how one is declared and how its URL is built. */
export { endpoint, pathOf, type Endpoint, type EndpointAccess, type HttpMethod, type ParamsOf, type SuccessStatus, type SuccessStatuses } from './endpoints/define.ts';
