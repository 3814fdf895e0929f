export * from './schemas';
export * from './passwordStrength';
export { endpoints, type Endpoint, type EndpointName } from './endpoints';
export { createApiClient, ApiError, type ApiClient, type ClientOptions, type CallOptions } from './client';
export * from './papers';
export { createPapersClient, paperEndpoints, fileNameFromDisposition, type PapersClient, type DownloadedFile, type UploadOptions, type PapersClientOptions } from './papersClient';
export * from './agreement';
