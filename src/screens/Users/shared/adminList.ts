// src/app/data/useAdminList.ts still imports this path; delete this file once it imports from src/screens/shared.
export { ADMIN_PAGE_SIZE, type AdminListFilter } from '../../shared/adminList';
