import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetBelowFoldReveal } from '../../lib/below-fold-reveal'
import { renderWithProviders } from '../../testing/render'
import { SiteFooter } from './SiteFooter'

/** A footer below the first screen: only the idle moment or a key brings its content. */
class NeverIntersecting {
  observe() {}
  disconnect() {}
}

describe('the site footer', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('IntersectionObserver', NeverIntersecting)
    resetBelowFoldReveal()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('is in the page at once, its links once the browser is idle after the load', async () => {
    renderWithProviders(<SiteFooter />)
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Terms and Conditions' })).toBeNull()
    await act(async () => {
      await vi.runAllTimersAsync()
    })
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms')
  })

  it('shows its links at once on the first Tab', () => {
    renderWithProviders(<SiteFooter />)
    fireEvent.keyDown(window, { key: 'Tab' })
    expect(screen.getByRole('link', { name: 'Health Blog' })).toBeInTheDocument()
  })
})
