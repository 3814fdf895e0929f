export * from './schemas';
export * from './passwordStrength';
export { endpoints, type Endpoint, type EndpointName } from './endpoints';
export { createApiClient, ApiError, type ApiClient, type ClientOptions, type CallOptions } from './client';
