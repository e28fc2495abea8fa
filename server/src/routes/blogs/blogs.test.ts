import { describe, expect, it } from 'vitest'
import { dateOnly } from '../../lib/kits/records'
import { describeCrudContract, setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

const post = (payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/content/blogs', headers: t.as.admin, payload })

describe('blog posts', () => {
  it('are listed newest first by publish date', async () => {
    await post({ title: 'Old', content: '<p>old</p>', publishDate: '2024-01-01' })
    await post({ title: 'New', content: '<p>new</p>', publishDate: '2025-06-01' })
    await post({ title: 'Middle', content: '<p>middle</p>', publishDate: '2024-09-01' })
    const list = (await t.inject({ method: 'GET', url: '/api/content/blogs' })).json()
    expect(list.map((p: { title: string }) => p.title)).toEqual(['New', 'Middle', 'Old'])
  })

  it('are published today unless a date is given', async () => {
    const res = await post({ title: 'Today', content: '<p>Fresh</p>' })
    expect(res.json().publishDate).toBe(dateOnly(new Date()))
  })

  it('lose scripts, event handlers, styles and javascript: links before they are stored', async () => {
    const hostile = [
      '<h2 onclick="steal()">Heading</h2>',
      '<script>alert(1)</script><style>body{display:none}</style>',
      '<p style="color:red">Text <a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">good</a></p>',
      '<img src="x" onerror="alert(1)"><img src="/uploads/media/a.webp" alt="ok"><img src="javascript:alert(1)">',
      '<iframe src="https://evil.example"></iframe><table><tr><td colspan="2">cell</td></tr></table>',
    ].join('')
    const res = await post({ title: 'Hostile', content: hostile })
    expect(res.statusCode).toBe(201)
    const { content, id } = res.json()
    expect(content).toBe(
      '<h2>Heading</h2><p>Text <a>bad</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a></p>' +
        '<img src="/uploads/media/a.webp" alt="ok" /><table><tr><td colspan="2">cell</td></tr></table>',
    )
    const stored = await t.app.knex('blog_posts').where({ id }).first()
    expect(stored.content).toBe(content)
    expect(stored.content).not.toMatch(/script|onerror|onclick|style|iframe|javascript/i)
  })

  it('sanitize content on update too, and refuse content that is nothing but unsafe HTML', async () => {
    const created = (await post({ title: 'Edit me', content: '<p>safe</p>' })).json()
    const updated = await t.inject({
      method: 'PUT',
      url: `/api/content/blogs/${created.id}`,
      headers: t.as.admin,
      payload: { content: '<p onmouseover="x()">still safe</p>' },
    })
    expect(updated.json().content).toBe('<p>still safe</p>')
    const empty = await post({ title: 'Empty', content: '<script>alert(1)</script>' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe('content has nothing left once unsafe HTML is removed')
  })
})

describeCrudContract(t, {
  url: '/api/content/blogs',
  entity: 'blog-post',
  create: {
    title: 'Understanding HbA1c',
    content: '<p>Three months of sugar in one number.</p>',
    tags: ['diabetes', ''],
    publishDate: '2025-03-01',
  },
  created: {
    title: 'Understanding HbA1c',
    content: '<p>Three months of sugar in one number.</p>',
    excerpt: '',
    category: '',
    author: '',
    imageUrl: '',
    tags: ['diabetes'],
    publishDate: '2025-03-01',
  },
  update: { category: 'Diagnostics', excerpt: 'What the number means.' },
  requiredField: 'title',
})
