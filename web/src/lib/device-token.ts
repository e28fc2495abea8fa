import type { AuthAnswer } from '@labsite/shared'

/**
 * This device's token from its last successful login (kept after logout: it names the device, it is
 * no session). Sent with the next login, it keeps the account's owner from being locked out here by
 * wrong passwords typed elsewhere.
 */
const STORAGE_KEY = 'labsite-device'

function read(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

/** Headers for a login request: this device's token, when it has one. */
export function deviceHeaders(): Record<string, string> {
  const token = read()
  return token ? { 'X-Device-Token': token } : {}
}

/** Keeps the device token a login answered with, and gives the answer back. */
export function rememberDevice(answer: AuthAnswer): AuthAnswer {
  try {
    if (answer.deviceToken) localStorage.setItem(STORAGE_KEY, answer.deviceToken)
  } catch {
    // Storage refused (private mode): the login works, this device is just not remembered.
  }
  return answer
}
