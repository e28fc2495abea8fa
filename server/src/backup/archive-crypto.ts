import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto'
import { open } from 'node:fs/promises'

/** "LSBACKUP", a format version, then scrypt salt and GCM nonce; the GCM tag closes the file. */
const MAGIC = Buffer.from('LSBACKUP')
const VERSION = 1
const SALT_BYTES = 16
const IV_BYTES = 12
const TAG_BYTES = 16
export const HEADER_BYTES = MAGIC.length + 1 + SALT_BYTES + IV_BYTES

/** The minimum length of BACKUP_KEY: a passphrase, stretched with scrypt for every archive's own salt. */
export const BACKUP_KEY_MIN = 16

export class BackupKeyError extends Error {}

const keyFrom = (passphrase: string, salt: Buffer) =>
  scryptSync(passphrase, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 })

/** The header and an AES-256-GCM cipher for a new archive; its tag goes after the last byte. */
export function sealingCipher(passphrase: string) {
  const salt = randomBytes(SALT_BYTES)
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keyFrom(passphrase, salt), iv)
  return { header: Buffer.concat([MAGIC, Buffer.from([VERSION]), salt, iv]), cipher }
}

/**
 * The cipher that opens `file` and the byte range of its ciphertext. Authenticity is known only when
 * the decipher's final() passes, so callers read the whole archive once before trusting any of it.
 */
export async function openingDecipher(file: string, passphrase: string) {
  const handle = await open(file, 'r')
  try {
    const { size } = await handle.stat()
    const header = Buffer.alloc(HEADER_BYTES)
    await handle.read(header, 0, HEADER_BYTES, 0)
    if (size < HEADER_BYTES + TAG_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC)) {
      throw new BackupKeyError(`${file} is not a labsite backup`)
    }
    if (header[MAGIC.length] !== VERSION) throw new BackupKeyError(`${file} is a backup of an unknown format`)
    const salt = header.subarray(MAGIC.length + 1, MAGIC.length + 1 + SALT_BYTES)
    const iv = header.subarray(MAGIC.length + 1 + SALT_BYTES)
    const tag = Buffer.alloc(TAG_BYTES)
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES)
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(passphrase, salt), iv)
    decipher.setAuthTag(tag)
    return { decipher, start: HEADER_BYTES, end: size - TAG_BYTES - 1 }
  } finally {
    await handle.close()
  }
}

export const WRONG_KEY_MESSAGE =
  'The backup cannot be opened with this BACKUP_KEY: the key is wrong or the file was changed.'
