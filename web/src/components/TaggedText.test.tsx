import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TaggedText } from './TaggedText'

describe('a translated sentence with a tagged part', () => {
  afterEach(cleanup)

  it('makes the tagged words the link and keeps the words around them, in order', () => {
    // biome-ignore lint/a11y/useAnchorContent: TaggedText puts the tagged words inside the link
    const termsLink = <a href="/terms" />
    const { container } = render(
      <p>
        <TaggedText
          text="मैं <terms>नियम और शर्तें</terms> स्वीकार करता/करती हूँ"
          components={{ terms: termsLink }}
        />
      </p>,
    )
    expect(screen.getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute('href', '/terms')
    expect(container.textContent).toBe('मैं नियम और शर्तें स्वीकार करता/करती हूँ')
  })

  it('shows a tag it was given no element for as its words', () => {
    const { container } = render(<TaggedText text="Read <x>this</x> first" components={{}} />)
    expect(container.textContent).toBe('Read this first')
    expect(screen.queryByRole('link')).toBeNull()
  })
})
