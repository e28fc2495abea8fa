/**
 * A path parameter whose value opens something by itself (a shared report, a password reset): a route
 * naming one like this has that part of its address kept out of every log line.
 */
export const SECRET_PARAMETER = /(token|secret|signature|key)$/i

interface SecretPattern {
  /** A literal segment, or null where the pattern has a parameter. */
  segments: (string | null)[]
  /** Per segment: whether its value is a secret. */
  secret: boolean[]
}

/** The names of the `:parameters` in one segment of a route pattern (`:a-:b` holds two). */
function parameterNames(segment: string): string[] {
  return [...segment.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1])
}

export function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

const trimSlashes = (path: string) => path.replace(/\/+$/, '')

/**
 * The route patterns that carry a secret in their path, and the redaction of an address matching one:
 * `/api/shared-reports/abc…` becomes `/api/shared-reports/[redacted]`. Patterns are added as routes are
 * declared, so a new token route is covered without anyone remembering a list.
 */
export class SecretPaths {
  private readonly patterns: SecretPattern[] = []

  /** Records `pattern` (e.g. `/reset-password/:token`) if one of its parameters names a secret. */
  add(pattern: string, isSecret: (name: string) => boolean = (name) => SECRET_PARAMETER.test(name)): void {
    const parts = trimSlashes(pattern).split('/')
    const secret = parts.map((part) => parameterNames(part).some(isSecret))
    if (!secret.includes(true)) return
    this.patterns.push({ segments: parts.map((part) => (part.includes(':') ? null : part)), secret })
  }

  /** The address with every secret segment replaced by `[redacted]`; the query string is left as it is. */
  redact(url: string): string {
    const at = url.indexOf('?')
    const path = at < 0 ? url : url.slice(0, at)
    const parts = trimSlashes(path).split('/')
    for (const pattern of this.patterns) {
      if (pattern.segments.length !== parts.length) continue
      if (
        !pattern.segments.every(
          (literal, i) => literal === null || literal === decodeURIComponentSafe(parts[i]),
        )
      )
        continue
      const kept = parts.map((part, i) => (pattern.secret[i] ? '[redacted]' : part)).join('/')
      return at < 0 ? kept : `${kept}${url.slice(at)}`
    }
    return url
  }
}
