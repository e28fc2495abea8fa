import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import { decodeMail } from '../../server/src/testing/decode-mail'

/** Where the e2e server (no SMTP server set) delivers its e-mails. */
const OUTBOX = path.resolve('.e2e-data', 'outbox')

/**
 * The newest e-mail delivered to `to`, decoded as its reader sees it (encoded words, base64 and
 * quoted-printable undone), waiting for it to arrive. Only a mail whose To line is `to` counts: the
 * staff notification names the visitor in Reply-To.
 */
export async function newestMailTo(to: string, timeout = 20_000): Promise<string> {
  let found = ''
  await expect
    .poll(
      () => {
        if (!existsSync(OUTBOX)) return false
        const files = readdirSync(OUTBOX)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => path.join(OUTBOX, name))
          .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
        for (const file of files) {
          const mail = decodeMail(readFileSync(file, 'utf8'))
          if (mail.split('\n').includes(`To: ${to}`)) {
            found = mail
            return true
          }
        }
        return false
      },
      { timeout },
    )
    .toBe(true)
  return found
}
