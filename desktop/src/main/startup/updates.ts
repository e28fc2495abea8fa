import type { MessageBoxOptions, MessageBoxReturnValue } from 'electron'
import { createUpdateController, type UpdaterLike } from '../updater'
import type { SendToPage } from './console-window'

/**
 * Self-update (updater.ts) with the console's dialogs: the offer to restart, and the answers to
 * "Check for Updates…" from the menu.
 */
export function createConsoleUpdates(deps: {
  updater: UpdaterLike
  dialog: { showMessageBox(options: MessageBoxOptions): Promise<MessageBoxReturnValue> }
  send: SendToPage
  app: { isPackaged: boolean; getVersion(): string }
}) {
  const { dialog, app } = deps
  const updates = createUpdateController({
    updater: deps.updater,
    onChange: (state) => deps.send('update-state', state),
    // Not modal to the window (no parent), and Enter or Escape means "Later": staff typing in a
    // form when it appears must never restart the console (and lose the form) by accident.
    offerRestart: (version) =>
      dialog
        .showMessageBox({
          type: 'info',
          title: 'Update ready',
          message: `Aarogya Console ${version} is ready to install.`,
          detail: 'Restart now to update, or it installs the next time you quit the console.',
          buttons: ['Later', 'Restart to update'],
          defaultId: 0,
          cancelId: 0,
          noLink: true,
        })
        .then(({ response }) => response === 1),
    onError: (error) => console.error('Update failed (the installed version keeps working):', error),
  })
  return {
    ...updates,
    /** The menu's "Check for Updates…": says so when there is nothing newer (or in a development run). */
    checkFromMenu() {
      if (!app.isPackaged) {
        void dialog.showMessageBox({ message: 'Updates are checked in installed builds only.' })
        return
      }
      void updates.check().then((state) => {
        if (state.status === 'idle')
          void dialog.showMessageBox({ message: `Aarogya Console ${app.getVersion()} is up to date.` })
      })
    },
  }
}
