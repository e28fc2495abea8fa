import type { OnHeadersReceivedListenerDetails, Session } from 'electron'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, installContentSecurityPolicy } from './csp'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe('the renderer Content-Security-Policy', () => {
  const policy = contentSecurityPolicy({ serverOrigin: 'https://lab.example.com' })

  it('lets the page connect only to itself and the configured server', () => {
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://lab.example.com'])
    expect(directive(contentSecurityPolicy({ serverOrigin: null }), 'connect-src')).toEqual(["'self'"])
  })

  it('runs only the app’s own scripts: no inline or eval, no plugins, frames or foreign forms', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'"])
    expect(directive(policy, 'default-src')).toEqual(["'none'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(policy, 'form-action')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'none'"])
  })

  it('relaxes only what the dev server needs in development', () => {
    const dev = contentSecurityPolicy({ serverOrigin: null, devServerOrigin: 'http://localhost:5173/' })
    expect(directive(dev, 'connect-src')).toEqual(["'self'", 'ws://localhost:5173'])
    expect(directive(dev, 'script-src')).toContain("'unsafe-inline'")
  })
})

describe('installing the policy on the session', () => {
  function run(details: Partial<OnHeadersReceivedListenerDetails>) {
    type Listener = (d: OnHeadersReceivedListenerDetails, cb: (r: object) => void) => void
    const installed: { listener?: Listener } = {}
    const session = {
      webRequest: {
        onHeadersReceived: (listener: Listener) => {
          installed.listener = listener
        },
      },
    }
    installContentSecurityPolicy(
      session as unknown as Pick<Session, 'webRequest'>,
      () => "default-src 'none'",
    )
    let answer: { responseHeaders?: Record<string, string[]> } = {}
    installed.listener?.(details as OnHeadersReceivedListenerDetails, (r) => {
      answer = r
    })
    return answer
  }

  it('replaces whatever policy a document arrived with', () => {
    const answer = run({
      resourceType: 'mainFrame',
      responseHeaders: { 'content-security-policy': ['default-src *'], 'Content-Type': ['text/html'] },
    })
    expect(answer.responseHeaders).toEqual({
      'Content-Type': ['text/html'],
      'Content-Security-Policy': ["default-src 'none'"],
    })
  })

  it('leaves data requests untouched', () => {
    expect(run({ resourceType: 'xhr', responseHeaders: { a: ['b'] } })).toEqual({})
  })
})
