import { AdminApp, PlatformProvider, useAdminSession } from '@labsite/web/admin'
import { createQueryClient } from '@labsite/web/query-client'
import { Center, Loader } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { createHashRouter, RouterProvider } from 'react-router-dom'
import type { DesktopBridge, DesktopSettings } from '../shared/ipc-contract'
import { callMain } from './bridge'
import { ServerSetup } from './components/ServerSetup'
import { SyncStatusBar } from './components/SyncStatusBar'
import { followDesktopCommands, RELOAD_DATA_EVENT } from './desktop-commands'
import { createDesktopPlatform } from './desktop-platform'
import { refreshOnServerChanges } from './server-changes'
import { keepMainSignedIn, restoreSession } from './session-token'
import { announceSyncResults } from './sync-notices'
import { refreshAfterSync } from './sync-refresh'
import { createSyncStateStore } from './sync-state-store'
import { forgetDataOnUserChange } from './user-switch'

// The admin's own routes, at the root of the window: #/ and #/<tab>.
const router = createHashRouter([
  { path: '/', element: <AdminApp basePath="" /> },
  { path: '/:tab', element: <AdminApp basePath="" /> },
])

/** The console: the server address first, then the status bar over the web admin package. */
export function ConsoleApp({ bridge }: { bridge: DesktopBridge }) {
  const [settings, setSettings] = useState<DesktopSettings | null>(null)
  const [startError, setStartError] = useState<string | null>(null)
  const [changingServer, setChangingServer] = useState(false)
  const store = useMemo(() => createSyncStateStore(bridge), [bridge])
  const platform = useMemo(() => createDesktopPlatform(bridge, store), [bridge, store])
  // One server-data cache for the console; a new server starts it afresh (see onSaved below).
  const [queryClient] = useState(createQueryClient)

  useEffect(() => {
    callMain(bridge, 'settings:get', {}).then(setSettings, (error: Error) => setStartError(error.message))
  }, [bridge])
  const [sessionRestored, setSessionRestored] = useState(false)
  useEffect(() => {
    let stop: (() => void) | null = null
    let cancelled = false
    void restoreSession(bridge).then(() => {
      if (cancelled) return
      stop = keepMainSignedIn(bridge)
      setSessionRestored(true)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [bridge])
  useEffect(() => followDesktopCommands(bridge), [bridge])
  // Ctrl/Cmd+R: every list and document on screen is fetched again; the page itself stays.
  useEffect(() => {
    const reloadData = () => void queryClient.invalidateQueries()
    window.addEventListener(RELOAD_DATA_EVENT, reloadData)
    return () => window.removeEventListener(RELOAD_DATA_EVENT, reloadData)
  }, [queryClient])
  useEffect(() => announceSyncResults(store), [store])
  useEffect(() => refreshAfterSync(store, queryClient), [store, queryClient])
  useEffect(() => refreshOnServerChanges(bridge, queryClient), [bridge, queryClient])
  useEffect(() => forgetDataOnUserChange(queryClient), [queryClient])
  useEffect(() => store.connect(), [store])
  // The system says the network is back: don't wait for the next timer.
  useEffect(() => {
    const syncNow = () => void callMain(bridge, 'sync:now', {}).then(store.replace, () => {})
    window.addEventListener('online', syncNow)
    return () => window.removeEventListener('online', syncNow)
  }, [bridge, store])

  if (startError) return <Center p="xl">{startError}</Center>
  if (!settings || !sessionRestored)
    return (
      <Center p="xl">
        <Loader aria-label="Starting the console" />
      </Center>
    )

  if (!settings.serverUrl || changingServer)
    return (
      <ServerSetup
        bridge={bridge}
        current={settings.serverUrl}
        onCancel={settings.serverUrl ? () => setChangingServer(false) : undefined}
        onSaved={(saved) => {
          // A token from one server means nothing to another.
          if (settings.serverUrl && saved.serverUrl !== settings.serverUrl) {
            useAdminSession.getState().signOut()
            queryClient.clear()
          }
          setSettings(saved)
          setChangingServer(false)
          void callMain(bridge, 'sync:now', {}).then(store.replace, () => {})
        }}
      />
    )

  return (
    <QueryClientProvider client={queryClient}>
      <PlatformProvider services={platform}>
        <SyncStatusBar
          bridge={bridge}
          store={store}
          serverUrl={settings.serverUrl}
          onChangeServer={() => setChangingServer(true)}
        />
        <main>
          <RouterProvider router={router} />
        </main>
      </PlatformProvider>
    </QueryClientProvider>
  )
}
