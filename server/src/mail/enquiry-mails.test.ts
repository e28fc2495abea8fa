import { describe, expect, it } from 'vitest'
import { newBookingMail, newContactMessageMail } from './enquiry-mails'

const meta = {
  _id: '6c1f0c3e-2f54-4d55-9a3c-1d2b3c4d5e6f',
  id: '6c1f0c3e-2f54-4d55-9a3c-1d2b3c4d5e6f',
  version: 1,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
}

describe('staff notification mails', () => {
  it('escapes visitor text in the HTML and keeps the subject on one line', () => {
    const mail = newBookingMail(
      {
        ...meta,
        name: 'Eve <script>alert(1)</script>\r\nBcc: all@example.com',
        email: 'eve@example.com',
        address: '1 Road',
        phone: '12345',
        description: 'Pain & "fever"',
        files: [{ id: meta.id, name: 'scan.pdf', type: 'application/pdf', size: 2048 }],
        reports: [],
        reference: '',
        items: [],
        collectionType: null,
        preferredDate: '',
        slotId: null,
        slotLabel: '',
        pincode: '',
        familyMembers: 1,
        familyDiscount: false,
        members: [],
        total: {
          items: 0,
          familyDiscount: 0,
          collectionFee: 0,
          total: 0,
          currency: 'INR',
          priceOnRequest: false,
        },
        status: 'new',
        notes: '',
        submittedAt: meta.createdAt,
      },
      'https://lab.example',
    )
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.subject).toBe('New booking enquiry from Eve <script>alert(1)</script> Bcc: all@example.com')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).toContain('Pain &amp; &quot;fever&quot;')
    expect(mail.text).toContain('Attached files: scan.pdf (2 KB)')
    expect(mail.text).toContain('https://lab.example/admin/consultations')
    expect(mail.replyTo).toBe('eve@example.com')
  })

  it('leaves out an empty phone and shortens a long subject', () => {
    const mail = newContactMessageMail(
      {
        ...meta,
        name: 'Kiran',
        email: 'k@example.com',
        phone: '',
        subject: 'x'.repeat(200),
        message: 'Hi',
        status: 'new',
      },
      'https://lab.example',
    )
    expect(mail.text).not.toContain('Phone:')
    expect(mail.subject.length).toBeLessThanOrEqual('New message: '.length + 80)
    expect(mail.text).toContain('https://lab.example/admin/messages')
  })
})
