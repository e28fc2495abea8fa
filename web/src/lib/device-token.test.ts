import { beforeEach, describe, expect, it } from 'vitest'
import { deviceHeaders, rememberDevice } from './device-token'

const answer = (deviceToken?: string) => ({
  token: 'session',
  user: {
    _id: 'u',
    id: 'u',
    name: 'Asha',
    email: 'a@x.in',
    phone: '',
    role: 'visitor' as const,
    emailVerified: false,
    createdAt: '',
  },
  ...(deviceToken ? { deviceToken } : {}),
})

beforeEach(() => localStorage.clear())

describe('the device token', () => {
  it('is sent with every login after the first successful one, and survives a logout', () => {
    expect(deviceHeaders()).toEqual({})
    expect(rememberDevice(answer('u.abc.sig'))).toEqual(answer('u.abc.sig'))
    expect(deviceHeaders()).toEqual({ 'X-Device-Token': 'u.abc.sig' })
    localStorage.removeItem('token')
    localStorage.removeItem('user')
    expect(deviceHeaders()).toEqual({ 'X-Device-Token': 'u.abc.sig' })
  })

  it('keeps the last one when an answer carries none', () => {
    rememberDevice(answer('u.abc.sig'))
    rememberDevice(answer())
    expect(deviceHeaders()).toEqual({ 'X-Device-Token': 'u.abc.sig' })
  })
})
