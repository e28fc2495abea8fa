import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { buildTestApp } from '../testing/build-test-app'

interface OpenApiOperation {
  parameters?: { in: string; name: string }[]
  requestBody?: unknown
}

describe('OpenAPI document and docs UI', () => {
  let app: App
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  it('describes the catalogue and content routes from their schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toBe('3.1.0')
    for (const path of [
      '/api/service',
      '/api/service/{id}',
      '/api/blood-tests/{id}',
      '/api/menu/reorder/all',
      '/api/content/blogs',
      '/api/global-settings',
      '/api/audit',
    ]) {
      expect(doc.paths, path).toHaveProperty([path])
    }
    const createService = doc.paths['/api/service'].post
    expect(Object.keys(createService.requestBody.content)).toEqual([
      'application/json',
      'multipart/form-data',
    ])
    expect(createService.security).toEqual([{ bearerAuth: [] }])
    expect(
      doc.paths['/api/blood-tests'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['name', 'category', 'price', 'originalPrice']))
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
  })

  it('documents every path parameter and every write body, multipart fields included', async () => {
    // Writes whose whole request is the caller's token (and If-Match): end every session, get an
    // event-stream pass, restore a kept version.
    const BODYLESS_WRITES = new Set([
      '/api/admin/revisions/{resource}/{id}/{revisionId}/restore',
      '/api/user/logout',
      '/api/user/logout-all',
      '/api/user/email-verification',
      '/api/events/ticket',
      // Publish the banner's or About's draft: the draft is already stored.
      '/api/content/banner/draft/publish',
      '/api/content/about/draft/publish',
    ])
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    const gaps: string[] = []
    for (const [path, operations] of Object.entries<Record<string, OpenApiOperation>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const documented = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name)
        for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
          if (!documented.includes(name)) gaps.push(`${method} ${path}: parameter ${name}`)
        }
        const writes = ['post', 'put', 'patch'].includes(method) && !BODYLESS_WRITES.has(path)
        if (writes && !operation.requestBody) gaps.push(`${method} ${path}: body`)
      }
    }
    expect(gaps).toEqual([])
    const formOf = (path: string) =>
      doc.paths[path].post.requestBody.content['multipart/form-data'].schema.properties
    expect(formOf('/api/uploads').file).toMatchObject({ type: 'string', format: 'binary' })
    expect(Object.keys(formOf('/api/consult/consultation'))).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'address', 'description', 'files']),
    )
    expect(formOf('/api/service').image).toMatchObject({ format: 'binary' })
  })

  it("documents the staff booking list's filters, and its CSV export takes the same ones", async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    const queryOf = (path: string) =>
      (doc.paths[path].get as OpenApiOperation).parameters?.filter((p) => p.in === 'query').map((p) => p.name)
    const filters = ['q', 'status', 'preferredDate', 'slotId', 'collectionType']
    expect(queryOf('/api/content/consultations')).toEqual(expect.arrayContaining([...filters, 'sort']))
    expect(queryOf('/api/content/consultations.csv')).toEqual(expect.arrayContaining(filters))
  })

  it('serves Swagger UI with a CSP that lets its own scripts run', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    const csp = String(res.headers['content-security-policy'])
    // Swagger UI's own policy replaces the site's (which forbids framing and inline parts it does not need).
    expect(csp).toMatch(/script-src 'self'[^;]*;/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).not.toContain('upgrade-insecure-requests')
    const script = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' })
    expect(script.statusCode).toBe(200)
  })
})
