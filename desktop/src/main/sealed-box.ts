import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/** What every sealed file starts with, so a file written in clear by an older console is told apart. */
const MAGIC = Buffer.from('LSB1', 'ascii')
const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * Seals what the console writes to disk about patients (the read cache, the offline queue and its
 * images): AES-256-GCM under the console's data key (data-key.ts), a fresh random IV per write, and
 * the file's purpose (`context`) as additional data, so a sealed file cannot be passed off as
 * another kind. Layout: "LSB1" | IV (12) | tag (16) | ciphertext.
 */
export interface SealedBox {
  seal(plain: Uint8Array | string, context: string): Buffer
  /** The plain bytes; throws when the key, the context or any byte is wrong. */
  open(sealed: Uint8Array, context: string): Buffer
  isSealed(bytes: Uint8Array): boolean
}

export function createSealedBox(key: Uint8Array): SealedBox {
  if (key.byteLength !== 32) throw new Error('The data key must be 32 bytes (AES-256).')
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(context, 'utf8'))
      const body = Buffer.concat([
        cipher.update(typeof plain === 'string' ? Buffer.from(plain, 'utf8') : plain),
        cipher.final(),
      ])
      return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body])
    },
    open(sealed, context) {
      const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength)
      if (!this.isSealed(bytes)) throw new Error('Not a sealed file.')
      const iv = bytes.subarray(MAGIC.length, MAGIC.length + IV_BYTES)
      const tag = bytes.subarray(MAGIC.length + IV_BYTES, MAGIC.length + IV_BYTES + TAG_BYTES)
      const decipher = createDecipheriv('aes-256-gcm', key, iv)
      decipher.setAAD(Buffer.from(context, 'utf8'))
      decipher.setAuthTag(tag)
      return Buffer.concat([
        decipher.update(bytes.subarray(MAGIC.length + IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ])
    },
    isSealed: (bytes) =>
      bytes.byteLength >= MAGIC.length + IV_BYTES + TAG_BYTES &&
      Buffer.from(bytes.subarray(0, MAGIC.length)).equals(MAGIC),
  }
}
