import { escapeHtml } from './escape-html'

/** What search engines and link previews should read about one page. */
export interface PageMetadata {
  title: string
  description: string
  siteName: string
  /** Absolute URL of the page; omitted for pages that do not exist. */
  canonicalUrl?: string
  /** Absolute URL of the sharing image. */
  imageUrl?: string
  faviconUrl: string
  type: 'website' | 'article'
  /** Account and admin pages, and 404s, are kept out of search results. */
  noindex?: boolean
  /** Structured data (schema.org) written as a JSON-LD script. */
  jsonLd?: Record<string, unknown>
  /** The language the page is written in (`<html lang>`). */
  language: string
  /** The same page in each language (hreflang → absolute URL; 'x-default' for the site's default). */
  alternates?: Record<string, string>
}

/** Tags of the built index.html that each page replaces with its own. */
const REPLACED_TAGS = [
  /[ \t]*<title>[\s\S]*?<\/title>[ \t]*\r?\n?/gi,
  /[ \t]*<meta\s+name="(?:description|robots|twitter:[^"]*)"[^>]*>[ \t]*\r?\n?/gi,
  /[ \t]*<meta\s+property="og:[^"]*"[^>]*>[ \t]*\r?\n?/gi,
  /[ \t]*<link\s+rel="(?:icon|shortcut icon|canonical|alternate)"[^>]*>[ \t]*\r?\n?/gi,
  /[ \t]*<script\s+type="application\/ld\+json"[\s\S]*?<\/script>[ \t]*\r?\n?/gi,
]

// Re-exported: the sitemap route takes it from here.
export { escapeHtml }

/** JSON that cannot close its <script> element or open a comment, whatever the strings hold. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

function faviconType(url: string): string | null {
  const file = url.split(/[?#]/)[0].toLowerCase()
  if (file.endsWith('.ico')) return 'image/x-icon'
  if (file.endsWith('.png')) return 'image/png'
  if (file.endsWith('.svg')) return 'image/svg+xml'
  if (file.endsWith('.webp')) return 'image/webp'
  return null
}

function headTags(meta: PageMetadata): string[] {
  const name = (key: string, content: string) => `<meta name="${key}" content="${escapeHtml(content)}" />`
  const property = (key: string, content: string) =>
    `<meta property="${key}" content="${escapeHtml(content)}" />`
  const type = faviconType(meta.faviconUrl)
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    name('description', meta.description),
    `<link rel="icon" href="${escapeHtml(meta.faviconUrl)}"${type ? ` type="${type}"` : ''} />`,
  ]
  if (meta.noindex) tags.push(name('robots', 'noindex'))
  if (meta.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />`)
  for (const [hreflang, href] of Object.entries(meta.alternates ?? {})) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`)
  }
  tags.push(
    property('og:type', meta.type),
    property('og:site_name', meta.siteName),
    property('og:title', meta.title),
    property('og:description', meta.description),
  )
  if (meta.canonicalUrl) tags.push(property('og:url', meta.canonicalUrl))
  if (meta.imageUrl) tags.push(property('og:image', meta.imageUrl))
  tags.push(
    name('twitter:card', meta.imageUrl ? 'summary_large_image' : 'summary'),
    name('twitter:title', meta.title),
    name('twitter:description', meta.description),
  )
  if (meta.imageUrl) tags.push(name('twitter:image', meta.imageUrl))
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`)
  return tags
}

/**
 * The built index.html with this page's title, description, favicon, canonical URL, Open Graph and
 * Twitter tags (and JSON-LD) in place of the template's generic ones. Every value is escaped: site
 * settings and records are typed by staff and must never become markup.
 */
export function renderPageHtml(template: string, meta: PageMetadata): string {
  const stripped = REPLACED_TAGS.reduce((html, pattern) => html.replace(pattern, ''), template).replace(
    /<html\b[^>]*>/i,
    (tag) =>
      /\slang="[^"]*"/i.test(tag)
        ? tag.replace(/\slang="[^"]*"/i, ` lang="${escapeHtml(meta.language)}"`)
        : tag.replace(/>$/, ` lang="${escapeHtml(meta.language)}">`),
  )
  const headEnd = stripped.search(/<\/head>/i)
  if (headEnd === -1) return stripped
  // The tags go on their own lines just above the line that closes <head>.
  const lineStart = stripped.lastIndexOf('\n', headEnd - 1) + 1
  const at = /^[ \t]*$/.test(stripped.slice(lineStart, headEnd)) ? lineStart : headEnd
  const block = headTags(meta)
    .map((tag) => `    ${tag}\n`)
    .join('')
  return `${stripped.slice(0, at)}${block}${stripped.slice(at)}`
}
