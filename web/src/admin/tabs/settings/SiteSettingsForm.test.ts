import type { SiteSettings } from '@labsite/shared'
import { describe, expect, it } from 'vitest'
import { savedSettingsMessage } from './SiteSettingsForm'

const stored: SiteSettings = { websiteName: 'City Lab', logoUrl: '/logo.png', bannerUrl: '', favicon: '' }

describe('savedSettingsMessage', () => {
  it('names only what changed, and the new name when the name changed', () => {
    expect(savedSettingsMessage(stored, { ...stored, favicon: '/favicon.png' })).toBe('Saved the favicon.')
    expect(savedSettingsMessage(stored, { ...stored, websiteName: 'Metro Lab', logoUrl: '/new.png' })).toBe(
      'Saved the website name, logo. The site is now called "Metro Lab".',
    )
  })
  it('says so when nothing changed', () => {
    expect(savedSettingsMessage(stored, stored)).toBe('Nothing had changed.')
  })
})
