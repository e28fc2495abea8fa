import { describe, expect, it } from 'vitest'
import { type PageMetadata, renderPageHtml } from './page-metadata'

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Aarogya Diagnostics</title>
    <meta name="description" content="Aarogya Diagnostics Your Health Partner" />
    <link rel="icon" href="/favicon.png" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`

const base: PageMetadata = {
  title: 'Blood Tests | Aarogya Diagnostics',
  description: 'Aarogya Diagnostics Your Health Partner',
  siteName: 'Aarogya Diagnostics',
  canonicalUrl: 'https://lab.example/blood-test',
  imageUrl: 'https://lab.example/uploads/logo.webp',
  faviconUrl: '/favicon.ico',
  type: 'website',
  language: 'en',
}

const count = (html: string, text: string) => html.split(text).length - 1

describe('renderPageHtml', () => {
  it('writes the page language into <html lang> and links each language version (hreflang)', () => {
    const html = renderPageHtml(TEMPLATE, {
      ...base,
      language: 'hi',
      alternates: {
        en: 'https://lab.example/blood-test?lang=en',
        hi: 'https://lab.example/blood-test?lang=hi',
        'x-default': 'https://lab.example/blood-test',
      },
    })
    expect(html).toContain('<html lang="hi">')
    expect(html).not.toContain('<html lang="en">')
    expect(html).toContain(
      '<link rel="alternate" hreflang="hi" href="https://lab.example/blood-test?lang=hi" />',
    )
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://lab.example/blood-test?lang=en" />',
    )
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://lab.example/blood-test" />',
    )
    expect(count(renderPageHtml(html, base), 'rel="alternate"')).toBe(0)
  })

  it('replaces the generic title, description and icon with the page’s own, once each', () => {
    const html = renderPageHtml(TEMPLATE, base)
    expect(count(html, '<title>')).toBe(1)
    expect(html).toContain('<title>Blood Tests | Aarogya Diagnostics</title>')
    expect(count(html, 'name="description"')).toBe(1)
    expect(html).toContain('<link rel="icon" href="/favicon.ico" type="image/x-icon" />')
    expect(html).not.toContain('/favicon.png')
    expect(html).toContain('<link rel="canonical" href="https://lab.example/blood-test" />')
    expect(html).toContain('<meta property="og:url" content="https://lab.example/blood-test" />')
    expect(html).toContain('<meta property="og:image" content="https://lab.example/uploads/logo.webp" />')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(html).toContain('<meta name="twitter:title" content="Blood Tests | Aarogya Diagnostics" />')
    // The app's own script and the charset stay where they were.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>')
    expect(html.indexOf('charset')).toBeLessThan(html.indexOf('<title>'))
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'))
  })

  it('escapes every value so settings typed by staff cannot inject markup', () => {
    const evil = '"><script>alert(1)</script>'
    const html = renderPageHtml(TEMPLATE, {
      ...base,
      title: `Lab ${evil}`,
      description: `Tests & more ${evil}`,
      faviconUrl: `/x.ico${evil}`,
      imageUrl: `https://x.example/${evil}`,
    })
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain('<title>Lab &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>')
    expect(html).toContain('content="Tests &amp; more &quot;&gt;&lt;script&gt;')
  })

  it('writes JSON-LD that cannot close its script element', () => {
    const html = renderPageHtml(TEMPLATE, {
      ...base,
      jsonLd: { '@type': 'MedicalBusiness', name: '</script><script>alert(1)</script>' },
    })
    expect(count(html, '</script>')).toBe(2)
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(JSON.parse(json)).toEqual({
      '@type': 'MedicalBusiness',
      name: '</script><script>alert(1)</script>',
    })
  })

  it('marks pages kept out of search results and leaves out what a page does not have', () => {
    const html = renderPageHtml(TEMPLATE, {
      ...base,
      canonicalUrl: undefined,
      imageUrl: undefined,
      noindex: true,
    })
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(html).not.toContain('rel="canonical"')
    expect(html).not.toContain('og:image')
    expect(html).toContain('<meta name="twitter:card" content="summary" />')
  })

  it('renders the same page twice from an already rendered page without doubling tags', () => {
    const once = renderPageHtml(TEMPLATE, { ...base, jsonLd: { a: 1 } })
    const twice = renderPageHtml(once, { ...base, jsonLd: { a: 1 } })
    expect(twice).toBe(once)
  })
})
