import { and, asc, desc, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../api/schemas';
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
  const pattern = `%${escapeLike(filter)}%`;
  return or(...columns.map((column) => ilike(column as PgColumn, pattern)));
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
