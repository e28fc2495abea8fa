import { describe, expect, it } from 'vitest'
import { setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

const decision = {
  decision: 'discard',
  entryId: 'q-7f3a',
  method: 'PUT',
  path: 'service/s1',
  owner: { id: 'u-asha', name: 'Asha' },
  enqueuedAt: '2026-11-27T09:00:00.000Z',
  decidedAt: '2026-11-27T10:30:00.000Z',
}

describe('POST /api/audit/queue-decisions', () => {
  it("records a staff member's decision on a colleague's queued edit in the audit log, under their name", async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/audit/queue-decisions',
      headers: t.as.staff,
      payload: decision,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ recorded: true })

    const log = await t.inject({ method: 'GET', url: '/api/audit?entity=queued-edit', headers: t.as.admin })
    const [entry] = log.json()
    expect(entry).toMatchObject({
      action: 'decide',
      entity: 'queued-edit',
      entityId: 'q-7f3a',
      before: { owner: { id: 'u-asha', name: 'Asha' }, method: 'PUT', path: 'service/s1' },
      after: { decision: 'discard', decidedAt: '2026-11-27T10:30:00.000Z' },
    })
    expect(entry.userEmail).toMatch(/^staff-.*@example\.test$/)
  })

  it('refuses visitors, strangers, unknown decisions and a path with a query', async () => {
    expect(
      (await t.inject({ method: 'POST', url: '/api/audit/queue-decisions', payload: decision })).statusCode,
    ).toBe(401)
    const asVisitor = await t.inject({
      method: 'POST',
      url: '/api/audit/queue-decisions',
      headers: t.as.visitor,
      payload: decision,
    })
    expect(asVisitor.statusCode).toBe(403)
    for (const wrong of [
      { ...decision, decision: 'forget' },
      { ...decision, path: 'service/s1?name=Ravi' },
    ]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/audit/queue-decisions',
        headers: t.as.staff,
        payload: wrong,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/decision|path/)
    }
  })
})
