import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetBelowFoldReveal } from '../lib/below-fold-reveal'
import { WhenVisible } from './WhenVisible'

/** A viewport the sections never come into: only the idle moment or a key can bring them. */
class NeverIntersecting {
  observe() {}
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
})
