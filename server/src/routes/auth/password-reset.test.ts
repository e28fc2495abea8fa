import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { MESSAGES } from '@labsite/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { buildTestApp } from '../../testing/build-test-app'
import { decodeMail } from '../../testing/decode-mail'

const OLD_PASSWORD = 'my first password'
const NEW_PASSWORD = 'a brand new password'

describe('password reset', () => {
  let app: App
  let outbox: string
  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object })
  const login = (password: string, email = 'meera@example.com') =>
    post('/api/user/login', { email, password })
  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${token}` } })

  const mailFiles = async () =>
    (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'))

  /** The decoded text of the next e-mail in DATA_DIR/outbox (sent after the answer, so it is awaited here). */
  async function nextMail(seen: number): Promise<string> {
    for (let i = 0; i < 200; i++) {
      const files = (await mailFiles()).sort()
      // The outbox worker may still be writing the file: read it once it is complete (unchanged twice).
      const raw =
        files.length > seen ? await readFile(path.join(outbox, files[files.length - 1]), 'utf8') : ''
      await new Promise((resolve) => setTimeout(resolve, 25))
      if (raw && raw === (await readFile(path.join(outbox, files[files.length - 1]), 'utf8'))) {
        return raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)))
      }
    }
    throw new Error('no e-mail arrived in the outbox')
  }

  /** The undecoded .eml of the next e-mail. */
  async function rawMail(seen: number): Promise<string> {
    for (let i = 0; i < 200; i++) {
      const files = (await mailFiles()).sort()
      if (files.length > seen) {
        const file = path.join(outbox, files[files.length - 1])
        const raw = await readFile(file, 'utf8')
        await new Promise((resolve) => setTimeout(resolve, 25))
        if (raw === (await readFile(file, 'utf8'))) return raw
      }
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error('no e-mail arrived in the outbox')
  }

  async function requestLink(email: string): Promise<{ mail: string; link: string; token: string }> {
    const seen = (await mailFiles()).length
    const res = await post('/api/auth/forgot-password', { email })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: MESSAGES.forgotPasswordSent })
    const mail = await nextMail(seen)
    const match = mail.match(/(https?:\/\/[^\s"<]+\/reset-password\/([A-Za-z0-9_-]+))/)
    if (!match) throw new Error(`no reset link in:\n${mail}`)
    return { mail, link: match[1], token: match[2] }
  }

  beforeAll(async () => {
    app = await buildTestApp({ rateLimitAuth: 1000, resetMailLimit: 1000, publicUrl: 'https://lab.example' })
    outbox = path.join(app.config.dataDir, 'outbox')
    const res = await post('/api/user/register', {
      name: 'Meera',
      email: 'Meera@Example.com',
      password: OLD_PASSWORD,
    })
    expect(res.statusCode).toBe(201)
  })
  afterAll(async () => {
    await app.close()
  })

  it('mails a link, resets once, ends old sessions, and refuses the link a second time', async () => {
    const oldToken = (await login(OLD_PASSWORD)).json().token
    expect((await me(oldToken)).statusCode).toBe(200)

    const { mail, link, token } = await requestLink('MEERA@example.com')
    expect(mail).toMatch(/^To: meera@example\.com$/im)
    expect(mail).toContain('Subject: Reset your Aarogya Diagnostics password')
    expect(link).toBe(`https://lab.example/reset-password/${token}`)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    // Only the digest is stored, valid for an hour.
    const stored = await app.knex('password_reset_tokens').select('*')
    expect(stored).toHaveLength(1)
    expect(stored[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(stored)).not.toContain(token)
    const minutes = (new Date(stored[0].expires_at).getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(58)
    expect(minutes).toBeLessThanOrEqual(60.5)

    const reset = await post(`/api/auth/reset-password/${token}`, { newPassword: NEW_PASSWORD })
    expect(reset.statusCode).toBe(200)
    expect(reset.json()).toEqual({ message: MESSAGES.passwordResetDone })

    expect((await me(oldToken)).statusCode).toBe(401)
    expect((await login(OLD_PASSWORD)).statusCode).toBe(401)
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200)

    const again = await post(`/api/auth/reset-password/${token}`, { newPassword: 'yet another password' })
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe(MESSAGES.resetLinkInvalid)
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200)
  })

  it('voids an older link when a newer one is requested', async () => {
    const first = await requestLink('meera@example.com')
    const second = await requestLink('meera@example.com')
    expect(second.token).not.toBe(first.token)
    expect(
      (await post(`/api/auth/reset-password/${first.token}`, { newPassword: 'from the old link' }))
        .statusCode,
    ).toBe(400)
    expect((await login('from the old link')).statusCode).toBe(401)
    expect(
      (await post(`/api/auth/reset-password/${second.token}`, { newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(200)
  })

  it('refuses an expired link', async () => {
    const { token } = await requestLink('meera@example.com')
    await app
      .knex('password_reset_tokens')
      .update({ expires_at: app.knex.raw("now() - interval '1 minute'") })
    const res = await post(`/api/auth/reset-password/${token}`, { newPassword: 'too late password' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(MESSAGES.resetLinkInvalid)
    expect((await login('too late password')).statusCode).toBe(401)
  })

  it('writes the e-mail in the language the visitor reads the site in (Accept-Language), else the site default', async () => {
    const seen = (await mailFiles()).length
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'accept-language': 'hi' },
      payload: { email: 'meera@example.com' },
    })
    expect(res.statusCode).toBe(200)
    const hindi = decodeMail(await rawMail(seen))
    expect(hindi).toContain('Subject: अपना Aarogya Diagnostics पासवर्ड रीसेट करें')
    expect(hindi).toContain('नमस्ते Meera,')
    expect(hindi).toContain('मेरा पासवर्ड रीसेट करें')
    expect(hindi).toMatch(/https:\/\/lab\.example\/reset-password\/[A-Za-z0-9_-]+\?lang=hi/)
    expect(hindi).not.toContain('Hello')

    // A browser asking for a language the site does not speak gets the Global tab's default: English.
    const seenAgain = (await mailFiles()).length
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      payload: { email: 'meera@example.com' },
    })
    expect(decodeMail(await rawMail(seenAgain))).toContain('Subject: Reset your Aarogya Diagnostics password')
  })

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = (await mailFiles()).length
    const tokensBefore = await app.knex('password_reset_tokens').count({ n: '*' })
    const res = await post('/api/auth/forgot-password', { email: 'nobody@example.com' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: MESSAGES.forgotPasswordSent })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await mailFiles()).length).toBe(before)
    expect(await app.knex('password_reset_tokens').count({ n: '*' })).toEqual(tokensBefore)
  })

  it('refuses unknown tokens and bad new passwords with a clear 400', async () => {
    const unknown = await post('/api/auth/reset-password/made-up-token', { newPassword: NEW_PASSWORD })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe(MESSAGES.resetLinkInvalid)

    const { token } = await requestLink('meera@example.com')
    const cases: [unknown, string][] = [
      [{}, 'newPassword is required'],
      [{ newPassword: 'short' }, 'newPassword must be at least 8 characters'],
      [{ newPassword: { $gt: '' } }, 'newPassword must be string'],
    ]
    for (const [body, message] of cases) {
      const res = await post(`/api/auth/reset-password/${token}`, body)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(message)
    }
    // The link survived the refused attempts.
    expect((await post(`/api/auth/reset-password/${token}`, { newPassword: NEW_PASSWORD })).statusCode).toBe(
      200,
    )
  })
})
