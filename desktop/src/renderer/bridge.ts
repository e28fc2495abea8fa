import type { DesktopBridge, RouteInput, RouteName, RouteOutputs } from '../shared/ipc-contract'

declare global {
  interface Window {
    /** Exposed by the preload script (src/preload/index.ts). */
    labsite?: DesktopBridge
  }
}

/** The preload's bridge. (The Chromium test build sets a fake one first: testing/install-fake-bridge.ts.) */
export function getBridge(): DesktopBridge {
  if (!window.labsite)
    throw new Error('The console must run inside the Aarogya Console app (no desktop bridge found).')
  return window.labsite
}

/** Calls a route of main and returns its data, or throws an Error with main's message. */
export async function callMain<R extends RouteName>(
  bridge: DesktopBridge,
  route: R,
  input: RouteInput<R>,
): Promise<RouteOutputs[R]> {
  const result = await bridge.invoke(route, input)
  if (!result.ok) throw new Error(result.error)
  return result.data
}
