import { describe, expect, it } from 'vitest'
import { pageFrom } from '../api/requests'
import { formatTotal } from './format-total'

describe('a capped match count', () => {
  it('reads X-Total-Count-Capped and shows the count as "10,000+"', async () => {
    const response = new Response('[{"id":"a"}]', {
      headers: { 'x-total-count': '10000', 'x-total-count-capped': 'true' },
    })
    const page = await pageFrom<{ id: string }>(response)
    expect(page).toEqual({ items: [{ id: 'a' }], total: 10000, capped: true })
    expect(formatTotal(page.total, page.capped ?? false)).toBe('10,000+')
  })

  it('shows an exact count as it is', async () => {
    const page = await pageFrom(new Response('[]', { headers: { 'x-total-count': '1234' } }))
    expect(page.capped).toBe(false)
    expect(formatTotal(page.total, false)).toBe('1,234')
  })
})
