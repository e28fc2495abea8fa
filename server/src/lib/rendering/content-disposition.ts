/**
 * `Content-Disposition: attachment` (or `inline`, shown by the browser) for a name typed by a visitor:
 * an ASCII fallback for old clients and the exact name in RFC 5987 `filename*`, so quotes, line breaks
 * or non-Latin letters can neither break the header nor be lost.
 */
export function attachmentDisposition(
  fileName: string,
  type: 'attachment' | 'inline' = 'attachment',
): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_').trim() || 'download'
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

/**
 * The name a stored file is saved under: the visitor's name with the extension of the type its bytes
 * were detected as (`poly.html` holding a PDF is saved as `poly.pdf`), so no browser or desktop opens
 * it as something else.
 */
export function nameForDetectedType(originalName: string, detectedExtension: string): string {
  const extension = detectedExtension.replace(/^\./, '').toLowerCase()
  const dot = originalName.lastIndexOf('.')
  const base = (dot > 0 ? originalName.slice(0, dot) : originalName).trim() || 'attachment'
  return extension ? `${base}.${extension}` : base
}
