/** Automatic extraction from raster images: colour masks, the user's mask and the algorithms, run in a worker. */
export * from './types';
export * from './colourMask';
export * from './userMask';
export * from './averagingWindow';
export * from './xStep';
export * from './blobs';
export { extractBars, type BarOptions as BarExtractionOptions } from './bars';
export * from './run';
export * from './client';
export type { RunMessage, WorkerReply } from './protocol';
