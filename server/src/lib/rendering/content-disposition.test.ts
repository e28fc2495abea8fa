import { describe, expect, it } from 'vitest'
import { attachmentDisposition, nameForDetectedType } from './content-disposition'

describe('attachmentDisposition', () => {
  it('keeps a plain name in both forms', () => {
    expect(attachmentDisposition('report.pdf')).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    )
  })

  it('encodes non-Latin letters exactly and gives an ASCII fallback', () => {
    expect(attachmentDisposition('रिपोर्ट 1.pdf')).toBe(
      `attachment; filename="_______ 1.pdf"; filename*=UTF-8''%E0%A4%B0%E0%A4%BF%E0%A4%AA%E0%A5%8B%E0%A4%B0%E0%A5%8D%E0%A4%9F%201.pdf`,
    )
  })

  it('cannot be broken by quotes, line breaks or header separators in the name', () => {
    const header = attachmentDisposition("a\";\r\nSet-Cookie: x=1; 'b'.pdf")
    expect(header).not.toMatch(/[\r\n]/)
    expect(header).toBe(
      `attachment; filename="a_;__Set-Cookie: x=1; 'b'.pdf"; filename*=UTF-8''a%22%3B%0D%0ASet-Cookie%3A%20x%3D1%3B%20%27b%27.pdf`,
    )
  })
})

describe('nameForDetectedType', () => {
  it('takes the extension from the detected type, never from the visitor', () => {
    expect(nameForDetectedType('poly.html', 'pdf')).toBe('poly.pdf')
    expect(nameForDetectedType('photo.JPEG.exe', 'jpg')).toBe('photo.JPEG.jpg')
    expect(nameForDetectedType('scan', 'png')).toBe('scan.png')
    expect(nameForDetectedType('.htaccess', '.webp')).toBe('.htaccess.webp')
    expect(nameForDetectedType('report.pdf', 'pdf')).toBe('report.pdf')
  })
})
