import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { buildTestApp } from '../testing/build-test-app'

let app: App
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('a multipart form the parser cannot read', () => {
  it('answers 400 on the anonymous booking for a boundary over 256 characters, storing nothing', async () => {
    const boundary = 'b'.repeat(300)
    const before = await app.knex('bookings').count({ n: '*' }).first()
    const res = await app.inject({
      method: 'POST',
      url: '/api/consult/consultation',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n--${boundary}--\r\n`,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('The form could not be read: it is cut off or malformed')
    expect(await app.knex('bookings').count({ n: '*' }).first()).toEqual(before)
  })
})
