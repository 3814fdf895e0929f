import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import type { ListQueryInput } from '../../api/schemas';
import type { AdminListFilter } from '../../screens/shared/adminList';
import { ADMIN_PAGE_SIZE } from '../../screens/shared/adminList';

/** Paging, sorting and the deleted filter of one administration table, as the list query the server takes. */
export function useAdminList(defaultSort?: SortDescriptor) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortDescriptor | undefined>(defaultSort);
  const [showDeleted, setShowDeleted] = useState(false);
  const query = useMemo<ListQueryInput>(
    () => ({
      page,
      itemsPerPage: ADMIN_PAGE_SIZE,
      ...(showDeleted ? { deletedOnly: 'true' } : { omitDeleted: 'true' }),
      ...(sort?.column !== undefined ? { sortBy: String(sort.column), sortDesc: String(sort.direction === 'descending') } : {}),
    }),
    [page, sort, showDeleted],
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
  };
}
