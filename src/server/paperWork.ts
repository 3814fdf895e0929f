import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './context';
import { citationRoutes } from './routes/citations';
import { projectAgreementRoutes } from './routes/projectAgreement';
import type { ResolveHost } from './services/citations';
import { dataEntryRoutes } from './routes/dataEntry';
import { dataEntryHistoryRoutes } from './routes/dataEntryHistory';
import { fileRoutes } from './routes/files';
import { paperRoutes } from './routes/papers';
import { qualityControlRoutes } from './routes/qualityControl';
import { DEFAULT_COMPACTION, type CompactionSettings } from './services/extractionHistory';
import { DirectoryFileStore, type FileStore } from './services/fileStore';
import { DEFAULT_PART_BYTES, S3FileStore, type S3StoreConfig } from './services/s3FileStore';

/** Settings of the paper work (environment variables in docs/server-papers.md). */
export interface PapersConfig {
  /** Directory of the default file store. */
  filesDir: string;
  /** The start-up sweep leaves files younger than this: an upload in another process may not have recorded them yet. */
  fileSweepGraceMs: number;
  /** Where files live: the directory filesDir, or an S3-compatible bucket (FILE_STORE=s3). */
  fileStore: { kind: 'directory' } | ({ kind: 's3' } & S3StoreConfig);
  /** Largest accepted file; a larger one is answered 413 and nothing of it is kept. */
  maxUploadBytes: number;
  maxFilesPerUpload: number;
  /** Files up to this size (together) may be sent inline as base64 in GET /papers/{uuid}. */
  maxInlineFileBytes: number;
  /** When an extraction's log of deltas is compacted into a new snapshot. */
  history: CompactionSettings;
  citations: {
    /** The public identifier search (NCBI E-utilities esearch). */
    identifierSearchUrl: string;
    /** A Zotero translation server (POST /search with an identifier, POST /web with a URL). */
    zoteroUrl: string;
    timeoutMs: number;
    /** Resolves the host of a URL to look up (tests pass a stub); the system resolver when not given. */
    resolveHost?: ResolveHost;
  };
}

const MB = 1024 * 1024;

/** The file store settings: FILE_STORE=directory (default) or s3 with the S3_* variables. */
function fileStoreConfig(env: NodeJS.ProcessEnv): PapersConfig['fileStore'] {
  const kind = env.FILE_STORE ?? 'directory';
  if (kind === 'directory') return { kind };
  if (kind !== 's3') throw new Error(`FILE_STORE must be 'directory' or 's3', not ${JSON.stringify(kind)}`);
  if (!env.S3_BUCKET) throw new Error('FILE_STORE=s3 needs S3_BUCKET');
  if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const partBytes = Number(env.S3_PART_BYTES ?? DEFAULT_PART_BYTES);
  if (!Number.isInteger(partBytes) || partBytes < 5 * MB) throw new Error('S3_PART_BYTES must be at least 5242880 (5 MB), the smallest part S3 accepts');
  const prefix = env.S3_PREFIX ?? '';
  return {
    kind,
    bucket: env.S3_BUCKET,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    region: env.S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1' : !!env.S3_ENDPOINT,
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } } : {}),
    partBytes,
  };
}

/** The file store the settings name. */
export function createFileStore(config: Pick<PapersConfig, 'filesDir' | 'fileStore'>): FileStore {
  return config.fileStore.kind === 's3' ? new S3FileStore(config.fileStore) : new DirectoryFileStore(config.filesDir);
}

export function loadPapersConfig(env: NodeJS.ProcessEnv = process.env): PapersConfig {
  return {
    filesDir: env.FILES_DIR ?? join(env.DATA_DIR ?? './.data', 'files'),
    fileStore: fileStoreConfig(env),
    fileSweepGraceMs: Number(env.FILE_SWEEP_GRACE_MS ?? 60 * 60_000),
    maxUploadBytes: Number(env.MAX_UPLOAD_BYTES ?? 100 * MB),
    maxFilesPerUpload: Number(env.MAX_FILES_PER_UPLOAD ?? 20),
    maxInlineFileBytes: Number(env.MAX_INLINE_FILE_BYTES ?? 20 * MB),
    history: {
      maxDeltas: Number(env.HISTORY_COMPACT_DELTAS ?? DEFAULT_COMPACTION.maxDeltas),
      maxLogBytes: Number(env.HISTORY_COMPACT_BYTES ?? DEFAULT_COMPACTION.maxLogBytes),
    },
    citations: {
      identifierSearchUrl: env.IDENTIFIER_SEARCH_URL ?? 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils/esearch.fcgi',
      zoteroUrl: env.ZOTERO_TRANSLATION_URL ?? 'http://127.0.0.1:1969',
      timeoutMs: Number(env.CITATION_TIMEOUT_MS ?? 8000),
    },
  };
}

/** What the paper-work routes share: settings and the file store. */
export interface PaperWork {
  config: PapersConfig;
  store: FileStore;
}

export interface PaperRoutesOptions {
  config?: Partial<PapersConfig>;
  /** Defaults to a directory store in config.filesDir (for tests, a fresh temporary directory). */
  store?: FileStore;
}

/** The route groups of the paper work, to pass to createApp as extraRoutes. */
export function createPaperRoutes(options: PaperRoutesOptions = {}): Hono<AppEnv>[] {
  const config = { ...loadPapersConfig(), ...options.config };
  const store = options.store ?? createFileStore(config);
  const work: PaperWork = { config, store };
  return [paperRoutes(work), fileRoutes(work), dataEntryRoutes(work), dataEntryHistoryRoutes(work), qualityControlRoutes(work), citationRoutes(work), projectAgreementRoutes];
}

/** A store in a new temporary directory (tests and benchmarks). */
export function temporaryFileStore(): DirectoryFileStore {
  return new DirectoryFileStore(mkdtempSync(join(tmpdir(), 'sourcebench-files-')));
}
