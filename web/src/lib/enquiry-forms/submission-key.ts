/** A v4 UUID; crypto.randomUUID exists only in secure contexts, so a plain-http LAN address falls back. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * One Idempotency-Key per submission. Retrying the same values after a failure reuses
 * the key, so a request that did reach the server before the connection dropped is not stored
 * twice; changed values are a new submission and get a new key (the server refuses a reused key
 * with another body).
 */
export function createSubmissionKeys() {
  let current: { fingerprint: string; key: string } | null = null
  return {
    keyFor(fingerprint: string): string {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() }
      return current.key
    },
    /** The submission succeeded: the next one is new even with the same values. */
    settle(): void {
      current = null
    },
  }
}

export type SubmissionKeys = ReturnType<typeof createSubmissionKeys>
