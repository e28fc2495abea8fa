/**
 * `Content-Disposition: attachment` for a name typed by a visitor: an ASCII fallback for old clients
 * and the exact name in RFC 5987 `filename*`, so quotes, line breaks or non-Latin letters can neither
 * break the header nor be lost.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_').trim() || 'download'
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
