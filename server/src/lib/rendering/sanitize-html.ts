import sanitize from 'sanitize-html'

/** Blog HTML as the site shows it: structure and formatting only, no script, style or handlers. */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'blockquote',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]

/** Images come from the web (http/https) or from this site's uploads; nothing else is fetched by a reader. */
const isAllowedImageSource = (src: string) => /^https?:\/\//i.test(src) || src.startsWith('/uploads/')

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel, ...rest } = attribs
      // A link opening a new tab must not hand the opener window to the other site.
      if (target === '_blank') return { tagName, attribs: { ...rest, target, rel: 'noopener noreferrer' } }
      return { tagName, attribs: rel ? { ...rest, rel } : rest }
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs
      return { tagName, attribs: src && isAllowedImageSource(src.trim()) ? { src, ...rest } : rest }
    },
  },
  // An image whose source was refused would only show a broken picture.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

export function sanitizeBlogHtml(html: string): string {
  return sanitize(html, OPTIONS).trim()
}
