import { contextBridge, type IpcRendererEvent, ipcRenderer } from 'electron'
import { EVENT_CHANNEL, INVOKE_CHANNEL, isEventName } from '../shared/channels'
import type { DesktopBridge, EventPayloads } from '../shared/ipc-contract'
import { forUpload } from '../shared/upload-progress'

/**
 * The whole bridge: call a route, listen to an event, follow one upload. Generic on purpose; the
 * route map, its validation and the sender check live in main. Never hands the page ipcRenderer or
 * an IPC event (which would give it the sender object).
 */
const bridge: DesktopBridge = {
  invoke: (route, input) => ipcRenderer.invoke(INVOKE_CHANNEL, route, input),
  on(event, listener) {
    if (!isEventName(event)) throw new Error(`Unknown event: ${String(event)}`)
    if (typeof listener !== 'function') throw new Error('The listener must be a function.')
    const relay = (_ipcEvent: IpcRendererEvent, name: unknown, payload: unknown) => {
      if (name === event) listener(payload as EventPayloads[typeof event])
    }
    ipcRenderer.on(EVENT_CHANNEL, relay)
    return () => {
      ipcRenderer.removeListener(EVENT_CHANNEL, relay)
    }
  },
  onUploadProgress: (uploadId, listener) => bridge.on('upload-progress', forUpload(uploadId, listener)),
}

contextBridge.exposeInMainWorld('labsite', bridge)
