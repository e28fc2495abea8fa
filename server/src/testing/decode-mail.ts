/**
 * Reads an .eml the outbox wrote as a person would: headers unfolded with their encoded words decoded
 * (=?UTF-8?B?…?=), and each text part's body decoded from quoted-printable or base64 as UTF-8.
 * Answers the headers followed by the decoded parts, so tests can look for words in any language.
 */
export function decodeMail(raw: string): string {
  const normalized = raw.replace(/\r\n/g, '\n')
  const headerEnd = normalized.indexOf('\n\n')
  const headers = decodeWords(normalized.slice(0, headerEnd).replace(/\n[ \t]+/g, ' ')).replace(
    /\?=\s+=\?/g,
    '',
  )
  const parts = normalized
    .slice(headerEnd + 2)
    .split(/^--.*$/m)
    .map((part) => {
      const split = part.replace(/^\n/, '').indexOf('\n\n')
      if (split === -1) return ''
      const head = part.replace(/^\n/, '').slice(0, split)
      const body = part.replace(/^\n/, '').slice(split + 2)
      if (/content-transfer-encoding:\s*base64/i.test(head)) {
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      }
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return quotedPrintable(body)
      return body
    })
  return [headers, ...parts.filter(Boolean)].join('\n\n')
}

function quotedPrintable(text: string): string {
  const joined = text.replace(/=\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(i + 1, i + 3)) : null
    if (hex) {
      bytes.push(Number.parseInt(hex[0], 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeWords(text: string): string {
  const decoded = text.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? `\uE000${Buffer.from(data, 'base64').toString('utf8')}\uE000`
      : `\uE000${quotedPrintable(data.replace(/_/g, ' '))}\uE000`,
  )
  // U+E000 (private use) marks where each encoded word ends; whitespace between two encoded words is
  // not part of the text (RFC 2047 §6.2).
  return decoded.replace(/\uE000\s+\uE000/g, '').replace(/\uE000/g, '')
}
