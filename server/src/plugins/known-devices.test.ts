import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createKnownDevices, DEVICE_TOKEN_DAYS } from './known-devices'

const DAY_MS = 86_400_000
const owner = { id: '6f1c2b3a-0000-4000-8000-000000000001', token_version: 3 }
const carrying = (token: string) => ({ headers: { 'x-device-token': token } }) as unknown as FastifyRequest

describe('device tokens', () => {
  it(`are known for ${DEVICE_TOKEN_DAYS} days after the login that issued them, then are new again`, () => {
    let now = Date.parse('2026-01-01T08:00:00Z')
    const devices = createKnownDevices('s'.repeat(48), () => now)
    const token = devices.issue(owner)
    now += (DEVICE_TOKEN_DAYS - 1) * DAY_MS
    expect(devices.recognises(carrying(token), owner)).toBe(true)
    now += DAY_MS
    expect(devices.recognises(carrying(token), owner)).toBe(false)
  })

  it('name one account and one session generation, and are signed by this server', () => {
    const devices = createKnownDevices('s'.repeat(48))
    const token = devices.issue(owner)
    expect(devices.recognises(carrying(token), owner)).toBe(true)
    expect(devices.recognises(carrying(token), { ...owner, token_version: 4 })).toBe(false)
    expect(devices.recognises(carrying(token), { ...owner, id: owner.id.replace('1', '2') })).toBe(false)
    expect(createKnownDevices('t'.repeat(48)).recognises(carrying(token), owner)).toBe(false)
    // A re-signed claim of a longer life, or a token from the future, is refused.
    const [id, version, , random, signature] = token.split('.')
    expect(devices.recognises(carrying(`${id}.${version}.9999999999.${random}.${signature}`), owner)).toBe(
      false,
    )
  })
})
