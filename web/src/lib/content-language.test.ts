import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '../i18n'
import { refetchContentOnLanguageChange } from './content-language'

describe('refetchContentOnLanguageChange', () => {
  it('reads every answer again when the language changes, once per change', () => {
    const client = new QueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue()
    refetchContentOnLanguageChange(client)
    // The page was served in English (jsdom's <html> has no lang): English again changes nothing.
    i18n.emit('languageChanged', 'en')
    expect(invalidate).not.toHaveBeenCalled()
    i18n.emit('languageChanged', 'hi')
    expect(invalidate).toHaveBeenCalledTimes(1)
    i18n.emit('languageChanged', 'hi')
    expect(invalidate).toHaveBeenCalledTimes(1)
    i18n.emit('languageChanged', 'en')
    expect(invalidate).toHaveBeenCalledTimes(2)
  })
})
