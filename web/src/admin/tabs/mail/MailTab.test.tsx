import type { OutboxMail } from '@labsite/shared'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestPlatform, renderAdmin, stubGetRoutes } from '../../testing/render-admin'
import MailTab from './MailTab'

const failed: OutboxMail = {
  id: 'm1',
  kind: 'staff-notification',
  recipient: 'staff',
  subject: 'New booking enquiry from Ravi Kumar',
  status: 'failed',
  attempts: 31,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  nextAttemptAt: '2026-11-21T10:00:00.000Z',
  giveUpAt: '2026-11-21T10:00:00.000Z',
  sentAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Mail tab', () => {
  it('shows a failed mail with its error, and "Retry now" sends it again', async () => {
    stubGetRoutes({ 'admin/mail': [failed] })
    const { platform, writes } = createTestPlatform(() => ({
      data: { ...failed, status: 'sent', attempts: 32, lastError: null, sentAt: '2026-11-22T09:00:00.000Z' },
    }))
    renderAdmin(<MailTab />, { platform })

    expect(await screen.findByText('New booking enquiry from Ravi Kumar')).toBeInTheDocument()
    expect(screen.getByText('Staff address')).toBeInTheDocument()
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }))

    expect(await screen.findByText('Mail retried')).toBeInTheDocument()
    expect(writes[0]).toMatchObject({ method: 'POST', path: 'admin/mail/m1/retry', json: {} })
    expect(await screen.findByText(/^Sent /)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry now' })).not.toBeInTheDocument()
  })
})
