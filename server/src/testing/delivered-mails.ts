import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { App } from '../app'
import { decodeMail } from './decode-mail'

/**
 * The e-mails delivered so far that contain every one of `words`, decoded as their recipients read
 * them. Tests set no SMTP server, so delivery is an .eml file in DATA_DIR/outbox; what is due is sent
 * first. Read here rather than from the outbox table, whose row loses its body the moment it is sent.
 */
export async function deliveredMails(app: App, ...words: string[]): Promise<string[]> {
  await app.outbox.sendDue()
  const folder = path.join(app.config.dataDir, 'outbox')
  const files = (await readdir(folder).catch(() => [])).filter((file) => file.endsWith('.eml'))
  const mails = await Promise.all(
    files.map(async (file) => decodeMail(await readFile(path.join(folder, file), 'utf8'))),
  )
  return mails.filter((mail) => words.every((word) => mail.includes(word)))
}

/** The one delivered e-mail addressed to `recipient` that contains every one of `words`. */
export async function deliveredMailTo(app: App, recipient: string, ...words: string[]): Promise<string> {
  const found = await deliveredMails(app, `\nTo: ${recipient}\n`, ...words)
  if (found.length !== 1) throw new Error(`${found.length} delivered e-mails to ${recipient} with ${words}`)
  return found[0]
}
