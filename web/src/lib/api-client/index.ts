/**
 * The one HTTP client of the web app, the admin and the desktop console (a package export,
 * `@labsite/web/api-client`, so Electron's main sends queued writes the same way).
 */
export { sendAdminWrite } from './admin-write'
export { ApiError, NetworkError, toApiError } from './api-error'
export {
  type ApiClientOptions,
  createApiClient,
  type UploadOptions,
  type UploadTransport,
  uploadForm,
} from './create-api-client'
export { api, onUnauthorized, TOKEN_STORAGE_KEY } from './public-client'
export { getPagedRead, getRead } from './public-read'
