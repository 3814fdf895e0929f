/**
 * The client's structured log: what the editor notices but does not show the user (spec 3 section 8,
 * 'Logged or warned only'). Entries are kept in a ring buffer a developer reads from the browser
 * console (`window.__sourcebenchLog.entries()`) and tests assert; warnings and errors also reach the
 * console, as they did before they were structured.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogEntry {
  /** Milliseconds since the epoch. */
  at: number;
  level: LogLevel;
  /** A stable name for the kind of message, for filtering: 'xy-missing-data-type'. */
  code: string;
  /** The message as the specification words it. */
  message: string;
  /** What it concerns (axes, dataset, reason). */
  data?: Readonly<Record<string, unknown>>;
}

/** The messages spec 3 section 8 logs or warns, word for word. */
export const LOG_MESSAGES = {
  autoScrollTimeout: 'Auto-scroll timeout',
  failedToAddTagGroup: 'Failed to add tag group',
  noActiveTagGroup: 'Cannot set study keys: No active tag group',
  xyMissingDataType: 'XY graph missing axis data type metadata',
  labelsValuesMismatch: 'labels and values length mismatch',
  pointGroupUpgradeFailed: 'Failed to upgrade point groups',
  tupleRefreshFailed: 'Failed to refresh tuples for some datasets',
  datasetWithoutCalibration: 'Dataset has no calibration; calibrate the dataset first',
} as const;

/** How many entries the buffer keeps; older ones drop off. */
export const LOG_CAPACITY = 500;

/** The buffer and its writers; one per page (`clientLog`), or a fresh one in a test. */
export class ClientLog {
  private readonly buffer: LogEntry[] = [];

  constructor(
    private readonly capacity = LOG_CAPACITY,
    private readonly toConsole = true,
  ) {}

  /** Record an entry; warnings and errors are echoed to the console. */
  write(level: LogLevel, code: string, message: string, data?: Record<string, unknown>): LogEntry {
    const entry: LogEntry = Object.freeze({ at: Date.now(), level, code, message, ...(data ? { data: Object.freeze({ ...data }) } : {}) });
    this.buffer.push(entry);
    if (this.buffer.length > this.capacity) this.buffer.splice(0, this.buffer.length - this.capacity);
    if (this.toConsole && (level === 'warn' || level === 'error')) console[level](`[${code}] ${message}`, ...(data ? [data] : []));
    return entry;
  }

  debug(code: string, message: string, data?: Record<string, unknown>): LogEntry {
    return this.write('debug', code, message, data);
  }
  info(code: string, message: string, data?: Record<string, unknown>): LogEntry {
    return this.write('info', code, message, data);
  }
  warn(code: string, message: string, data?: Record<string, unknown>): LogEntry {
    return this.write('warn', code, message, data);
  }
  error(code: string, message: string, data?: Record<string, unknown>): LogEntry {
    return this.write('error', code, message, data);
  }

  /** The kept entries, oldest first; only those of one level or code when asked. */
  entries(filter: { level?: LogLevel; code?: string } = {}): LogEntry[] {
    return this.buffer.filter((e) => (!filter.level || e.level === filter.level) && (!filter.code || e.code === filter.code));
  }

  clear(): void {
    this.buffer.length = 0;
  }
}

/** The page's log. */
export const clientLog = new ClientLog();

declare global {
  interface Window {
    /** The client log, for reading from the browser console. */
    __sourcebenchLog?: Pick<ClientLog, 'entries' | 'clear'>;
  }
}

if (typeof window !== 'undefined') {
  window.__sourcebenchLog = { entries: (filter) => clientLog.entries(filter), clear: () => clientLog.clear() };
}
