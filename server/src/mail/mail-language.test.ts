import { describe, expect, it } from 'vitest'
import { acceptedSiteLanguage } from './mail-language'
import { passwordResetMail } from './templates'

describe('acceptedSiteLanguage', () => {
  it('picks the best-rated language the site speaks', () => {
    expect(acceptedSiteLanguage('hi')).toBe('hi')
    expect(acceptedSiteLanguage('fr-FR,fr;q=0.9,hi;q=0.8,en;q=0.5')).toBe('hi')
    expect(acceptedSiteLanguage('en-IN,hi;q=0.9')).toBe('en')
    expect(acceptedSiteLanguage('hi;q=0,en;q=0.4')).toBe('en')
  })
  it('names none when the header asks for no language of ours', () => {
    expect(acceptedSiteLanguage(undefined)).toBeNull()
    expect(acceptedSiteLanguage('de-DE,fr;q=0.5')).toBeNull()
  })
})

describe('passwordResetMail', () => {
  const input = { name: 'Meera', link: 'https://lab.example/reset-password/x', minutes: 60 }
  it('is written wholly in the chosen language', () => {
    const hindi = passwordResetMail({ ...input, language: 'hi' })
    expect(hindi.subject).toBe('अपना Aarogya Diagnostics पासवर्ड रीसेट करें')
    expect(hindi.text).toContain('60 मिनट के अंदर')
    expect(`${hindi.text}${hindi.html}`).not.toMatch(/Hello|Reset my|your password|minutes/)
    const english = passwordResetMail({ ...input, language: 'en' })
    expect(english.subject).toBe('Reset your Aarogya Diagnostics password')
    expect(english.html).toContain('>Reset my password</a>')
  })
})
