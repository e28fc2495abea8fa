import type { StaffEvent } from '@labsite/shared'
import { describe, expect, it, vi } from 'vitest'
import {
  type AlertNotification,
  alertText,
  countNewEnquiries,
  createFrontDeskAlerts,
} from './front-desk-alerts'
import { createPreferences, type Preferences } from './preferences'
import { createMemoryStore } from './store'
import { trayMenuTemplate, trayTooltip } from './tray'

const booking: StaffEvent = {
  resource: 'booking',
  id: 'b-1',
  kind: 'created',
  notice: { who: 'Priya S.', what: 'Thyroid profile' },
}

function setUp(unhandled = 1) {
  const store = createMemoryStore<Preferences>()
  const shown: AlertNotification[] = []
  const deps = {
    preferences: createPreferences(store),
    showNotification: (notification: AlertNotification) => shown.push(notification),
    openRecord: vi.fn(),
    countUnhandled: vi.fn(async () => unhandled),
    setBadgeCount: vi.fn(),
    onStateChange: vi.fn(),
  }
  return { alerts: createFrontDeskAlerts(deps), deps, shown, store }
}

describe('front-desk alerts', () => {
  it('shows a notification per new booking, and its click opens that booking', () => {
    const { alerts, deps, shown } = setUp()
    alerts.handle(booking)
    expect(shown).toHaveLength(1)
    expect(shown[0]?.title).toBe('New booking: Priya S. — Thyroid profile')
    shown[0]?.onClick()
    expect(deps.openRecord).toHaveBeenCalledWith({ resource: 'booking', id: 'b-1' })
  })

  it('names new messages and referrals, and says nothing about other changes', () => {
    expect(
      alertText({
        resource: 'contact-message',
        id: 'm',
        kind: 'created',
        notice: { who: 'Ravi', what: 'Hours?' },
      })?.title,
    ).toBe('New message: Ravi — Hours?')
    expect(alertText({ resource: 'referral', id: 'r', kind: 'created' })?.title).toBe('New referral')
    expect(alertText({ ...booking, kind: 'updated' })).toBeNull()
    expect(alertText({ resource: 'service', id: 's', kind: 'created' })).toBeNull()
  })

  it('counts unhandled enquiries on the badge and the tray after each enquiry change', async () => {
    const { alerts, deps } = setUp(3)
    alerts.handle(booking)
    await alerts.recount()
    expect(deps.setBadgeCount).toHaveBeenLastCalledWith(3)
    expect(deps.onStateChange).toHaveBeenLastCalledWith({ unhandled: 3, muted: false })
    deps.countUnhandled.mockResolvedValue(2)
    alerts.handle({ resource: 'booking', id: 'b-1', kind: 'updated' })
    await alerts.recount()
    expect(deps.setBadgeCount).toHaveBeenLastCalledWith(2)
    const callsBefore = deps.countUnhandled.mock.calls.length
    alerts.handle({ resource: 'service', id: 's', kind: 'updated' })
    expect(deps.countUnhandled.mock.calls.length).toBe(callsBefore)
  })

  it('when muted, shows no notification but keeps counting, and remembers it across restarts', async () => {
    const { alerts, deps, shown, store } = setUp(4)
    alerts.setMuted(true)
    alerts.handle(booking)
    await alerts.recount()
    expect(shown).toEqual([])
    expect(deps.setBadgeCount).toHaveBeenLastCalledWith(4)
    expect(store.read()?.muteAlerts).toBe(true)
    expect(createPreferences(store).get().muteAlerts).toBe(true)
  })

  it('keeps the last count when the server cannot be asked', async () => {
    const { alerts, deps } = setUp(5)
    await alerts.recount()
    deps.countUnhandled.mockRejectedValue(new Error('offline'))
    await alerts.recount()
    expect(alerts.state().unhandled).toBe(5)
  })
})

describe('the tray', () => {
  it('shows the count and a mute checkbox that changes the setting', () => {
    const setMuted = vi.fn()
    const actions = { openConsole: vi.fn(), setMuted, quit: vi.fn() }
    const menu = trayMenuTemplate({ unhandled: 2, muted: false }, actions)
    expect(menu[0]?.label).toBe('2 new enquiries')
    const mute = menu.find((item) => item.label === 'Mute alerts')
    expect(mute).toMatchObject({ type: 'checkbox', checked: false })
    mute?.click?.({ checked: true } as never, undefined, {} as never)
    expect(setMuted).toHaveBeenCalledWith(true)
    expect(trayTooltip({ unhandled: 1, muted: true })).toBe('Aarogya Console — 1 new enquiry (alerts muted)')
  })
})

describe('counting on the server', () => {
  it('adds the new bookings and new messages the lists report', async () => {
    const fetchFn = vi.fn(async (url: string) => {
      const total = url.includes('consultations') ? '3' : '2'
      return new Response('[]', { headers: { 'x-total-count': total } })
    })
    expect(await countNewEnquiries(fetchFn as unknown as typeof fetch, 'https://lab', 'tok')).toBe(5)
    expect(fetchFn.mock.calls.map(([url]) => url)).toEqual([
      'https://lab/api/content/consultations?status=new&limit=1',
      'https://lab/api/contact?status=new&limit=1',
    ])
  })
})
