import type { KeyboardEvent } from 'react'

/** An open list of options (a Mantine Select, MultiSelect or Autocomplete marks its field so). */
const listIsOpen = (field: HTMLElement) =>
  field.getAttribute('aria-expanded') === 'true' || field.hasAttribute('data-expanded')

/**
 * The admin forms' Enter, as `onKeyDownCapture` of a `<form>`: Enter in any field saves, before the
 * field itself sees the key, so a closed Select saves instead of opening its list. While a list is
 * open, Enter picks the option as before. A multi-line field (or rich-text editor) keeps Enter for a new line and saves on
 * Ctrl/Cmd+Enter; on a button Enter still presses that button.
 */
export function enterSaves(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.shiftKey || event.altKey) return
  const field = event.target
  if (!(field instanceof HTMLElement) || field === event.currentTarget) return
  if (field instanceof HTMLButtonElement || field instanceof HTMLAnchorElement) return
  // A rich-text editor's Enter is a new paragraph.
  if (field.isContentEditable) return
  if (field instanceof HTMLTextAreaElement && !(event.ctrlKey || event.metaKey)) return
  if (listIsOpen(field)) return
  event.preventDefault()
  event.stopPropagation()
  event.currentTarget.requestSubmit()
}
