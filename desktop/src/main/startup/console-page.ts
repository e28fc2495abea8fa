import type { Protocol, Session } from 'electron'
import type { UploadProgress } from '../../shared/upload-progress'
import { APP_SCHEME, createAppProtocolHandler } from '../app-protocol'
import { contentSecurityPolicy, installContentSecurityPolicy } from '../csp'
import type { FileShelf } from '../file-shelf'
import type { ServerConnection } from './server-connection'
import type { ConsoleStores } from './stores'

/**
 * Serves the page from `app://console` (its files, and the lab server relayed under it) with the
 * content security policy on every document, and grants the page no permission but copying.
 */
export function serveConsolePage(
  session: Pick<Session, 'webRequest'> & {
    protocol: Pick<Protocol, 'handle'>
    setPermissionRequestHandler(
      handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void,
    ): void
  },
  deps: {
    /** The Vite dev server in a development run; null serves the built files in `rendererDir`. */
    devServerUrl: string | null
    rendererDir: string
    fetch: typeof fetch
    readFile(filePath: string): Promise<Uint8Array<ArrayBuffer>>
    stores: Pick<ConsoleStores, 'serverUrl'> & { queueShelf: Pick<FileShelf, 'read'> }
    server: Pick<ServerConnection, 'readCache' | 'serverAnswered'>
    /** Where the relay reports how much of an upload has left for the lab server. */
    onUploadProgress(progress: UploadProgress): void
  },
): void {
  const { devServerUrl, stores, server } = deps
  const policy = () =>
    contentSecurityPolicy({ serverOrigin: stores.serverUrl(), devServerOrigin: devServerUrl })
  session.protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({
      renderer: devServerUrl ? { devServerUrl } : { dir: deps.rendererDir },
      getServerUrl: stores.serverUrl,
      fetch: deps.fetch,
      readFile: deps.readFile,
      contentSecurityPolicy: policy,
      readCache: server.readCache,
      readQueuedFile: (name) => stores.queueShelf.read(name),
      onServerAnswer: server.serverAnswered,
      onUploadProgress: deps.onUploadProgress,
    }),
  )
  installContentSecurityPolicy(session, policy)
  // The console needs no camera, microphone or location; copying is fine. (Alerts are native
  // notifications from main, which need no page permission.)
  session.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(permission === 'clipboard-sanitized-write'),
  )
}
