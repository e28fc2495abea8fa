import { readdir, readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'

/** The text of an .eml as a reader sees it: quoted-printable soft line breaks and escapes undone. */
function decodedText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .toLowerCase()
}

/** The phone channels' dev sinks beside the mails: one JSON file per SMS or WhatsApp message. */
const MESSAGE_FOLDERS = ['sms', 'whatsapp'] as const

async function filesEndingWith(dir: string, extension: string): Promise<string[]> {
  const names = await readdir(dir).catch((): string[] => [])
  return names.filter((name) => name.endsWith(extension)).map((name) => path.join(dir, name))
}

/** Every message written to the outbox folder: the .eml mails and the SMS and WhatsApp .json files. */
async function mailFiles(dir: string): Promise<string[]> {
  const messages = await Promise.all(
    MESSAGE_FOLDERS.map((folder) => filesEndingWith(path.join(dir, folder), '.json')),
  )
  return [...(await filesEndingWith(dir, '.eml')), ...messages.flat()]
}

/** A message file's text in lower case: an .eml decoded as its reader would, a JSON message as UTF-8. */
async function messageText(file: string): Promise<string> {
  if (file.endsWith('.json')) return (await readFile(file, 'utf8').catch(() => '')).toLowerCase()
  return decodedText(await readFile(file, 'latin1').catch(() => ''))
}

/**
 * Without SMTP_URL every mail is written to DATA_DIR/outbox as an .eml file, and without an SMS or
 * WhatsApp provider each message to DATA_DIR/outbox/<channel>/*.json: an erasure removes the
 * ones that mention the person (their address, name or phone, in lower case). Answers how many were removed.
 */
export async function removeMailFilesMentioning(dir: string, needles: readonly string[]): Promise<number> {
  let removed = 0
  for (const file of await mailFiles(dir)) {
    const text = await messageText(file)
    if (needles.some((needle) => text.includes(needle))) {
      await rm(file, { force: true })
      removed++
    }
  }
  return removed
}

/** The retention purge removes message files older than the retention period. */
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
