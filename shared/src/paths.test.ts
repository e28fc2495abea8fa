import { describe, expect, it } from 'vitest'
import { isKnownPagePath, matchPage, pageTitle } from './paths'

describe('matchPage', () => {
  it('names the page and its parameters', () => {
    expect(matchPage('/blog/abc')).toEqual({ key: 'blogPost', params: { id: 'abc' } })
    expect(matchPage('/reset-password/t0k3n/')).toEqual({ key: 'resetPassword', params: { token: 't0k3n' } })
    expect(matchPage('/')).toEqual({ key: 'home', params: {} })
    expect(matchPage('/admin/services')?.key).toBe('admin')
  })

  it('knows no other page', () => {
    expect(matchPage('/no-such-page')).toBeNull()
    expect(matchPage('/blog/a/b')).toBeNull()
    expect(matchPage('/service/%E0%A4')).toBeNull()
    expect(isKnownPagePath('/terms')).toBe(true)
    expect(isKnownPagePath('/termsx')).toBe(false)
  })
})

describe('pageTitle', () => {
  it('puts the site name after the page title, alone on the home page', () => {
    expect(pageTitle('Blood Tests', 'Aarogya Diagnostics')).toBe('Blood Tests | Aarogya Diagnostics')
    expect(pageTitle('', 'Aarogya Diagnostics')).toBe('Aarogya Diagnostics')
  })
})
