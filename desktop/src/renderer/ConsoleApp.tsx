import { Center, Loader } from '@mantine/core'
import { useEffect, useMemo, useState } from 'react'
import { createHashRouter, RouterProvider } from 'react-router-dom'
import { AdminApp, PlatformProvider, useAdminSession } from '../../../web/src/admin'
import type { DesktopBridge, DesktopSettings } from '../shared/ipc-contract'
import { callMain } from './bridge'
import { ServerSetup } from './components/ServerSetup'
import { SyncStatusBar } from './components/SyncStatusBar'
import { followDesktopCommands } from './desktop-commands'
import { createDesktopPlatform } from './desktop-platform'
import { keepMainSignedIn } from './session-token'
import { announceSyncResults } from './sync-notices'
import { createSyncStateStore } from './sync-state-store'

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

  useEffect(() => {
    callMain(bridge, 'settings:get', {}).then(setSettings, (error: Error) => setStartError(error.message))
  }, [bridge])
  useEffect(() => keepMainSignedIn(bridge), [bridge])
  useEffect(() => followDesktopCommands(bridge), [bridge])
  useEffect(() => announceSyncResults(store), [store])
  useEffect(() => store.connect(), [store])
  // The system says the network is back: don't wait for the next timer.
  useEffect(() => {
    const syncNow = () => void callMain(bridge, 'sync:now', {}).then(store.set, () => {})
    window.addEventListener('online', syncNow)
    return () => window.removeEventListener('online', syncNow)
  }, [bridge, store])

  if (startError) return <Center p="xl">{startError}</Center>
  if (!settings)
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
          if (settings.serverUrl && saved.serverUrl !== settings.serverUrl)
            useAdminSession.getState().signOut()
          setSettings(saved)
          setChangingServer(false)
          void callMain(bridge, 'sync:now', {}).then(store.set, () => {})
        }}
      />
    )

  return (
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
  )
}
