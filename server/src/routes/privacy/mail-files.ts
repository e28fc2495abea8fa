import { readdir, readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'

/** The text of an .eml as a reader sees it: quoted-printable soft line breaks and escapes undone. */
function decodedText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .toLowerCase()
}

async function mailFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  return names.filter((name) => name.endsWith('.eml')).map((name) => path.join(dir, name))
}

/**
 * Without SMTP_URL every mail is written to DATA_DIR/outbox as an .eml file: an erasure removes the
 * ones that mention the person (their address, name or phone, in lower case). Answers how many were removed.
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
