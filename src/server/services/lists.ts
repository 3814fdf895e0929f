import { createHash } from 'node:crypto';
import { and, asc, desc, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../api/schemas';
import type { Db } from '../db';
import { badRequest } from '../http';

export const DEFAULT_ITEMS_PER_PAGE = 10;

/** Live rows unless deletedOnly; omitDeleted=false explicitly asks for live and deleted together. */
export function deletedCondition(query: Pick<ListQuery, 'deletedOnly' | 'omitDeleted'>, column: PgColumn): SQL | undefined {
  if (query.deletedOnly) return isNotNull(column);
  if (query.omitDeleted === false) return undefined;
  return isNull(column);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** A case-insensitive substring match of the filter over the given columns. */
export function filterCondition(filter: string | undefined, columns: (PgColumn | SQL)[]): SQL | undefined {
  if (!filter) return undefined;
  const pattern = likePattern(filter);
  return or(...columns.map((column) => ilike(column as PgColumn, pattern)));
}

/** The ILIKE pattern of a substring match. */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** filterCondition for a prepared statement: the pattern is the placeholder 'pattern'. */
export function filterPlaceholderCondition(columns: (PgColumn | SQL)[]): SQL {
  return or(...columns.map((column) => ilike(column as PgColumn, sql.placeholder('pattern') as unknown as string)))!;
}

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * One prepared statement per database and query shape (the list, its sort, its switches; values
 * are placeholders): the SQL is built once per process, and PostgreSQL parses and plans it once
 * per connection instead of on every request.
 */
export function preparedStatement<T>(db: Db, shape: string, build: (name: string) => T): T {
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map()));
  let statement = byShape.get(shape) as T | undefined;
  if (!statement) {
    statement = build(`sb_${createHash('sha1').update(shape).digest('hex').slice(0, 24)}`);
    byShape.set(shape, statement);
  }
  return statement;
}

/** Resolves sortBy against the columns a list allows; an unknown column is the client's mistake. */
export function orderBy(query: Pick<ListQuery, 'sortBy' | 'sortDesc'>, allowed: Record<string, PgColumn | SQL>, fallback: string, tiebreak: PgColumn): SQL[] {
  const key = query.sortBy || fallback;
  // Own keys only: every object also answers to __proto__, constructor, toString and the like.
  const column = Object.hasOwn(allowed, key) ? allowed[key] : undefined;
  if (!column) throw badRequest(`sortBy: cannot sort by '${key}'; use one of ${Object.keys(allowed).join(', ')}`, 'sortBy');
  const direction = query.sortDesc ? desc : asc;
  return [direction(column), direction(tiebreak)];
}

/** limit/offset from page and itemsPerPage (-1 means every row). */
export function pagination(query: Pick<ListQuery, 'page' | 'itemsPerPage'>): { limit: number | undefined; offset: number } {
  const perPage = query.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE;
  if (perPage === -1 || perPage === 0) return { limit: undefined, offset: 0 };
  return { limit: perPage, offset: ((query.page ?? 1) - 1) * perPage };
}

export function where(...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** The tables whose live and deleted rows list_counts keeps. */
export type CountedList = 'users' | 'papers' | 'projects';

/**
 * The total of a list as a scalar SQL expression. Without a text filter or other condition the
 * total is read from list_counts (kept by triggers, so every process sees the same number);
 * otherwise the matching rows are counted.
 */
export function listTotal(
  list: CountedList,
  query: Pick<ListQuery, 'deletedOnly' | 'omitDeleted'>,
  filtered: { table: PgTable; condition: SQL | undefined } | null,
): SQL<number> {
  if (filtered) return sql`(select count(*) from ${filtered.table} where ${filtered.condition ?? sql`true`})`.mapWith(Number);
  const column = query.deletedOnly ? sql`"deleted"` : query.omitDeleted === false ? sql`"live" + "deleted"` : sql`"live"`;
  return sql`coalesce((select ${column} from "list_counts" where "list" = ${list}), 0)`.mapWith(Number);
}

/** The rows of a page selected with their list's total, and that total (counted apart only when the page is empty). */
export async function pageAndTotal<Row extends { total: number }>(
  db: Db,
  rows: Promise<Row[]>,
  total: SQL<number>,
  values: Record<string, unknown>,
): Promise<{ rows: Row[]; total: number }> {
  const page = await rows;
  if (page.length) return { rows: page, total: page[0]!.total };
  const [row] = await db.select({ n: total }).from(sql`(select 1) as "one"`).prepare('').execute(values);
  return { rows: page, total: row?.n ?? 0 };
}

/** A timestamp as JavaScript's toISOString writes it, for JSON built by the database. */
export function isoSql(column: SQL | PgColumn): SQL<string | null> {
  return sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Both drivers parse json columns; a driver configured not to would hand over the text. */
export function fromJson<T>(value: T | string | null): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
