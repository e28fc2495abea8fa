import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetBelowFoldReveal } from '../lib/below-fold-reveal'
import { WhenVisible } from './WhenVisible'

/** A viewport the sections never come into: only the idle moment or a key can bring them. */
class NeverIntersecting {
  observe() {}
  disconnect() {}
}

/** A viewport the visitor has already scrolled below every section it observes. */
class ScrolledPast {
  constructor(private readonly callback: (entries: unknown[]) => void) {}
  observe() {
    this.callback([
      {
        isIntersecting: false,
        boundingClientRect: { top: -900, bottom: -680, height: 220 },
        rootBounds: { top: 0, bottom: 800 },
      },
    ])
  }
  disconnect() {}
}

describe('sections below the first screen', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('IntersectionObserver', NeverIntersecting)
    resetBelowFoldReveal()
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  const page = () =>
    render(
      <>
        <a href="#hero">Book now</a>
        <WhenVisible minHeight={600}>
          <h2>How it works</h2>
        </WhenVisible>
      </>,
    )

  it('join the document once the browser is idle after the load, without a scroll', async () => {
    page()
    expect(screen.queryByRole('heading', { name: 'How it works' })).toBeNull()
    await act(async () => {
      await vi.runAllTimersAsync()
    })
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument()
  })

  it('join it at once on the first Tab, before focus moves on', () => {
    page()
    fireEvent.keyDown(window, { key: 'Tab' })
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument()
  })

  it('wait for neither on any other key', () => {
    page()
    fireEvent.keyDown(window, { key: 'a' })
    expect(screen.queryByRole('heading', { name: 'How it works' })).toBeNull()
  })

  it('a form kept off the idle moment waits for the scroll or the Tab', async () => {
    render(
      <WhenVisible minHeight={520} revealWhenIdle={false}>
        <button type="submit">Send message</button>
      </WhenVisible>,
    )
    await act(async () => {
      await vi.runAllTimersAsync()
    })
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull()
    fireEvent.keyDown(window, { key: 'Tab' })
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument()
  })

  it('a section that comes in above the viewport, after the visitor scrolled past, renders', () => {
    vi.stubGlobal('IntersectionObserver', ScrolledPast)
    render(
      <WhenVisible minHeight={220} revealWhenIdle={false}>
        <h2>What patients say</h2>
      </WhenVisible>,
    )
    expect(screen.getByRole('heading', { name: 'What patients say' })).toBeInTheDocument()
  })
})
