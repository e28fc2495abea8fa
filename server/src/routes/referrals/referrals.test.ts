import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { buildTestApp } from '../../testing/build-test-app'
import { createReferralsRepository } from './referrals-repository'

const referral = {
  referrerEmail: 'asha@example.com',
  referrerPhone: '+919876543210',
  friendEmail: 'meera@example.com',
  friendPhone: '+919123456789',
}

describe('referrals', () => {
  let app: App
  let staff: { authorization: string }

  const refer = (payload: object) => app.inject({ method: 'POST', url: '/api/referrals', payload })
  const count = async () => Number((await app.knex('referrals').count({ n: '*' }))[0].n)
  const setStatus = (id: string, status: unknown, headers: Record<string, string> = staff) =>
    app.inject({ method: 'PUT', url: `/api/referrals/${id}/status`, payload: { status }, headers })

  beforeAll(async () => {
    // A production install has no contact e-mail until staff set one: staff mails go to STAFF_NOTIFY_EMAIL.
    app = await buildTestApp({ rateLimitForms: 10_000, staffNotifyEmail: 'care@aarogya-diagnostics.example' })
    staff = (await createUserWithToken(app, 'staff')).headers
  })
  afterAll(async () => {
    await app.outbox.idle()
    await app.close()
  })

  it('stores a referral as pending with a readable, unique referral code', async () => {
    const res = await refer({ ...referral, status: 'rewarded', referralCode: 'AAR-FREE00' })
    expect(res.statusCode).toBe(201)
    const created = res.json()
    expect(created).toMatchObject({ ...referral, status: 'pending', version: 1 })
    expect(created._id).toBe(created.id)
    expect(created.referralCode).toMatch(/^AAR-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/)
    const codes = new Set([created.referralCode])
    for (let i = 0; i < 20; i++) codes.add((await refer(referral)).json().referralCode)
    expect(codes.size).toBe(21)
    expect(await count()).toBe(21)
    await app.knex('referrals').delete()
  })

  it('tries another code when the first one is already taken', async () => {
    const codes = ['AAR-TAKEN2', 'AAR-TAKEN2', 'AAR-FRESH3']
    const repository = createReferralsRepository(app.knex, () => codes.shift() as string)
    const first = await repository.insert(referral)
    const second = await repository.insert(referral)
    expect([first.referralCode, second.referralCode]).toEqual(['AAR-TAKEN2', 'AAR-FRESH3'])
    await app.knex('referrals').delete()
  })

  it('refuses a referral with a missing or malformed field, naming it', async () => {
    const { friendPhone: _friendPhone, ...withoutPhone } = referral
    const missing = await refer(withoutPhone)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toMatch(/friendPhone/)
    const badEmail = await refer({ ...referral, friendEmail: 'meera' })
    expect(badEmail.statusCode).toBe(400)
    expect(badEmail.json().message).toMatch(/friendEmail/)
    const blankPhone = await refer({ ...referral, referrerPhone: '     ' })
    expect(blankPhone.statusCode).toBe(400)
    expect(blankPhone.json().message).toBe('referrerPhone is required')
    const badPhone = await refer({ ...referral, referrerPhone: '12345' })
    expect(badPhone.json().message).toMatch(/^referrerPhone must be a 10-digit Indian mobile number/)
    expect(await count()).toBe(0)
  })

  it('tells the staff by e-mail with a link to the admin referrals', async () => {
    const outbox = path.join(app.config.dataDir, 'outbox')
    const created = (await refer(referral)).json()
    await app.outbox.idle()
    const files = await readdir(outbox)
    const mails = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')))
    const mail = mails.find((text) => text.includes(created.referralCode))
    expect(mail).toBeDefined()
    expect(mail).toContain(`Subject: New referral ${created.referralCode}`)
    expect(mail).toContain('meera@example.com')
    expect(mail).toContain(`${app.config.publicUrl}/admin/referrals`)
    await app.knex('referrals').delete()
  })

  it('lets staff list referrals and set exactly pending, joined or rewarded', async () => {
    const older = (await refer({ ...referral, friendEmail: 'older@example.com' })).json()
    const newer = (await refer({ ...referral, friendEmail: 'newer@example.com' })).json()

    expect((await app.inject({ method: 'GET', url: '/api/referrals' })).statusCode).toBe(401)
    const visitor = await createUserWithToken(app, 'visitor')
    expect(
      (await app.inject({ method: 'GET', url: '/api/referrals', headers: visitor.headers })).statusCode,
    ).toBe(403)
    expect((await setStatus(older.id, 'rewarded', visitor.headers)).statusCode).toBe(403)

    const all = await app.inject({ method: 'GET', url: '/api/referrals', headers: staff })
    expect(all.headers['x-total-count']).toBe('2')
    expect(all.json().map((r: { id: string }) => r.id)).toEqual([newer.id, older.id])
    const byCode = await app.inject({
      method: 'GET',
      url: `/api/referrals?q=${older.referralCode.toLowerCase()}`,
      headers: staff,
    })
    expect(byCode.json().map((r: { id: string }) => r.id)).toEqual([older.id])

    for (const status of ['joined', 'rewarded', 'pending', 'rewarded']) {
      const res = await setStatus(older.id, status)
      expect(res.statusCode).toBe(200)
      expect(res.json().status).toBe(status)
    }
    expect((await app.knex('referrals').where({ id: older.id }).first()).version).toBe(5)

    for (const bad of ['paid', 'REWARDED', '', 3]) {
      const res = await setStatus(older.id, bad)
      expect(res.statusCode, String(bad)).toBe(400)
      expect(res.json().message).toMatch(/status/)
    }
    const stale = await setStatus(older.id, 'joined', { ...staff, 'if-match': '"2"' })
    expect(stale.statusCode).toBe(412)
    expect(stale.json().current).toMatchObject({ status: 'rewarded', version: 5 })
    const unknown = await setStatus('00000000-0000-4000-8000-000000000000', 'joined')
    expect(unknown.statusCode).toBe(404)
    expect((await app.knex('referrals').where({ id: older.id }).first()).status).toBe('rewarded')

    const rewarded = await app.inject({
      method: 'GET',
      url: '/api/referrals?status=rewarded',
      headers: staff,
    })
    expect(rewarded.json().map((r: { id: string }) => r.id)).toEqual([older.id])
  })

  it('exports referrals as CSV', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/referrals.csv?status=rewarded', headers: staff })
    expect(res.statusCode).toBe(200)
    const lines = res.body.split('\r\n')
    expect(lines[0]).toBe(
      '\uFEFFCreated at,Referral code,Referrer e-mail,Referrer phone,Friend e-mail,Friend phone,Status,Id',
    )
    expect(lines[1]).toMatch(
      /^[\d-]+T[\d:.]+Z,AAR-\w{6},asha@example\.com,'\+919876543210,older@example\.com,'\+919123456789,rewarded,[0-9a-f-]{36}$/,
    )
    expect(lines).toHaveLength(3)
  })
})
