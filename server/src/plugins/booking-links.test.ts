import { BOOKING_LINK_DAYS } from '@labsite/shared'
import { describe, expect, it } from 'vitest'
import { createBookingLinks } from './booking-links'

const booking = { id: '6f1c2a8e-0000-4000-8000-000000000001', reference: 'AAR-2611-0042-K7QX' }
const keyOf = (url: string) => new URL(url).hash.replace('#key=', '')

describe('signed one-booking links', () => {
  it('opens its booking until BOOKING_LINK_DAYS have passed, and no other booking', () => {
    let now = Date.parse('2026-11-26T10:00:00Z')
    const links = createBookingLinks('https://lab.example', 'a signing secret', () => now)
    const url = links.trackUrl(booking)
    expect(url).toMatch(/^https:\/\/lab\.example\/track-booking\?reference=AAR-2611-0042-K7QX#key=L1-/)
    const key = keyOf(url)
    expect(links.opens(booking.id, key)).toBe(true)
    expect(links.opens('6f1c2a8e-0000-4000-8000-000000000002', key)).toBe(false)
    now += (BOOKING_LINK_DAYS - 1) * 86_400_000
    expect(links.opens(booking.id, key)).toBe(true)
    now += 2 * 86_400_000
    expect(links.opens(booking.id, key)).toBe(false)
  })

  it('opens every booking with its own key, whatever characters its signature holds', () => {
    const links = createBookingLinks('https://lab.example', 'a signing secret')
    for (let n = 0; n < 200; n++) {
      const id = `6f1c2a8e-0000-4000-8000-${String(n).padStart(12, '0')}`
      expect(links.opens(id, keyOf(links.trackUrl({ id, reference: 'AAR-2611-0042' })))).toBe(true)
    }
  })

  it('refuses a key from another secret, a moved expiry and anything that is not a key', () => {
    const now = () => Date.parse('2026-11-26T10:00:00Z')
    const links = createBookingLinks('https://lab.example', 'a signing secret', now)
    const key = keyOf(links.trackUrl(booking))
    const foreign = keyOf(createBookingLinks('https://lab.example', 'another secret', now).trackUrl(booking))
    expect(links.opens(booking.id, foreign)).toBe(false)
    const [, expires, signature] = key.match(/^L1-([0-9a-z]+)-(.+)$/) ?? []
    const later = (Number.parseInt(expires, 36) + 86_400 * 365).toString(36)
    expect(links.opens(booking.id, `L1-${later}-${signature}`)).toBe(false)
    for (const junk of ['', 'L1-', 'L1--', `${key}-x`, 'asha@example.com', '9876543210'])
      expect(links.opens(booking.id, junk)).toBe(false)
  })
})
