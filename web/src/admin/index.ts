/**
 * The admin package: mounted by the web app at /admin and by the desktop console.
 * Its whole public surface is documented in README.md beside this file.
 */
export { AdminApp } from './AdminApp'
export { queryKeysForChange } from './live/change-query-keys'
export { PlatformProvider, usePlatform } from './platform/PlatformProvider'
export type {
  AdminWrite,
  AdminWriteResult,
  EditQueue,
  OfflineUploads,
  PlatformServices,
  PrintPdfOptions,
  QueuedUploadRow,
} from './platform/platform-services'
export { webPlatform } from './platform/web-platform'
export { adminRoutes } from './routes'
export { takeAdminSessionFromBrowserStorage, useAdminSession } from './stores/admin-session'
