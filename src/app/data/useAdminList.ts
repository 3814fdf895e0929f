import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import type { ListQueryInput } from '../../api/schemas';
import type { AdminListFilter } from '../../screens/shared/adminList';
import { ADMIN_PAGE_SIZE } from '../../screens/shared/adminList';

/** Paging, sorting, the deleted filter and the text search of one administration table, as the list query the server takes. */
export function useAdminList(defaultSort?: SortDescriptor) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortDescriptor | undefined>(defaultSort);
  const [showDeleted, setShowDeleted] = useState(false);
  const [search, setSearch] = useState('');
  const query = useMemo<ListQueryInput>(
    () => ({
      page,
      itemsPerPage: ADMIN_PAGE_SIZE,
      ...(showDeleted ? { deletedOnly: 'true' } : { omitDeleted: 'true' }),
      ...(sort?.column !== undefined ? { sortBy: String(sort.column), sortDesc: String(sort.direction === 'descending') } : {}),
      ...(search ? { filter: search } : {}),
    }),
    [page, sort, showDeleted, search],
  );
  return {
    query,
    props: {
      page,
      sort,
      showDeleted,
      pageSize: ADMIN_PAGE_SIZE,
      onPageChange: setPage,
      onSortChange: setSort,
      onFilterChange: (filter: AdminListFilter) => {
        setShowDeleted(filter.showDeleted);
        setPage(1);
      },
    },
    /** For tables with a search box: the applied text (server-side `filter`) and its setter, which returns to page 1. */
    search: {
      search,
      onSearchChange: (text: string) => {
        setSearch(text);
        setPage(1);
      },
    },
  };
}
