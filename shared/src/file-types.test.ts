import { describe, expect, it } from 'vitest'
import { fileTypeOfBytes } from './file-types'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  )

describe('fileTypeOfBytes', () => {
  it('knows each upload format by its first bytes', () => {
    expect(fileTypeOfBytes(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(fileTypeOfBytes(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png')
    expect(fileTypeOfBytes(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp')
    expect(fileTypeOfBytes(bytes('GIF89a'))).toBe('image/gif')
    expect(fileTypeOfBytes(bytes('%PDF-1.7'))).toBe('application/pdf')
    expect(fileTypeOfBytes(bytes([0, 0, 0, 24], 'ftypheic'))).toBe('image/heic')
    expect(fileTypeOfBytes(bytes([0, 0, 0, 24], 'ftypmif1'))).toBe('image/heif')
    expect(fileTypeOfBytes(bytes([0, 0, 0, 24], 'ftypavif'))).toBe('image/avif')
  })

  it('knows no program, text or short file as one', () => {
    expect(fileTypeOfBytes(bytes('MZ', [0x90, 0, 3, 0]))).toBeUndefined()
    expect(fileTypeOfBytes(bytes('hello world'))).toBeUndefined()
    expect(fileTypeOfBytes(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeUndefined()
    expect(fileTypeOfBytes(new Uint8Array())).toBeUndefined()
  })
})
