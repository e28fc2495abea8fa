// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RELOAD_DATA_EVENT, runDesktopCommand, tabHashFor } from './desktop-commands'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('shortcut commands in the console window', () => {
  it('Ctrl/Cmd+S submits the form being edited', () => {
    document.body.innerHTML = `
      <form id="filters"><input name="q" /></form>
      <div role="dialog"><form id="edit"><input name="title" /><button type="submit">Save</button></form></div>`
    const submitted = vi.fn((event: Event) => event.preventDefault())
    document.getElementById('edit')?.addEventListener('submit', submitted)
    runDesktopCommand('save')
    expect(submitted).toHaveBeenCalledTimes(1)
  })

  it('Ctrl/Cmd+F focuses the tab’s search box', () => {
    document.body.innerHTML = '<input name="other" /><input placeholder="Search bookings" />'
    runDesktopCommand('find')
    expect(document.activeElement?.getAttribute('placeholder')).toBe('Search bookings')
  })

  it('Ctrl/Cmd+R asks for fresh data instead of reloading the page', () => {
    const reload = vi.fn()
    window.addEventListener(RELOAD_DATA_EVENT, reload)
    runDesktopCommand('reload-data')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('a notification click opens the tab of its record', () => {
    expect(tabHashFor({ resource: 'booking', id: 'b1' })).toBe('#/consultations')
    expect(tabHashFor({ resource: 'contact-message', id: 'm1' })).toBe('#/messages')
    expect(tabHashFor({ resource: 'service', id: 's1' })).toBeNull()
  })
})
