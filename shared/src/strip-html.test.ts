import { describe, expect, it } from 'vitest'
import { stripHtml } from './rules'

describe('stripHtml', () => {
  it('keeps words apart across blocks and together across inline tags', () => {
    expect(stripHtml('<p>One <strong>bold</strong>.</p><p>Two&nbsp;&amp; three</p>')).toBe(
      'One bold. Two & three',
    )
    expect(stripHtml('<ul><li>a</li><li>b</li></ul>line<br>break')).toBe('a b line break')
  })
})
