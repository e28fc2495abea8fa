import { readdir, readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'

/** The text of an .eml as a reader sees it: quoted-printable soft line breaks and escapes undone. */
function decodedText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .toLowerCase()
}

async function filesEndingIn(dir: string, extension: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  return names.filter((name) => name.endsWith(extension)).map((name) => path.join(dir, name))
}

/**
 * The .eml files, and the SMS and WhatsApp messages written beside them as .json in outbox/sms and
 * outbox/whatsapp when no gateway is configured (server/src/plugins/phone-messages.ts).
 */
async function mailFiles(dir: string): Promise<string[]> {
  const phoneMessages = await Promise.all(
    ['sms', 'whatsapp'].map((channel) => filesEndingIn(path.join(dir, channel), '.json')),
  )
  return [...(await filesEndingIn(dir, '.eml')), ...phoneMessages.flat()]
}

/**
 * Without SMTP_URL every mail is written to DATA_DIR/outbox as an .eml file (and without a gateway
 * every phone message as .json below it): an erasure removes the ones that mention the person (their address, name or phone, in lower case). Answers how many were removed.
 */
export async function removeMailFilesMentioning(dir: string, needles: readonly string[]): Promise<number> {
  let removed = 0
  for (const file of await mailFiles(dir)) {
    const text = decodedText(await readFile(file, 'latin1').catch(() => ''))
    if (needles.some((needle) => text.includes(needle))) {
      await rm(file, { force: true })
      removed++
    }
  }
  return removed
}

/** The retention purge removes .eml files older than the retention period. */
export async function removeMailFilesOlderThan(dir: string, cutoff: Date): Promise<number> {
  let removed = 0
  for (const file of await mailFiles(dir)) {
    const info = await stat(file).catch(() => null)
    if (info && info.mtime < cutoff) {
      await rm(file, { force: true })
      removed++
    }
  }
  return removed
}
