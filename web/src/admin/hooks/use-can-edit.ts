import { isAdmin, useAdminSession } from '../stores/admin-session'

/** Only administrators change the catalogue, content and settings; staff see them read-only. */
export function useCanEdit(): boolean {
  return useAdminSession((s) => isAdmin(s.user))
}
