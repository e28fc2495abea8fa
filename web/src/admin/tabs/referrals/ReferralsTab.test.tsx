import type { Referral } from '@labsite/shared'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
import ReferralsTab from './ReferralsTab'

const referral = (code: string, status: Referral['status']): Referral => ({
  _id: `00000000-0000-4000-8000-00000000000${code.length}`,
  id: `id-${code}`,
  version: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  referrerEmail: `${code.toLowerCase()}@example.test`,
  referrerPhone: '9999999999',
  friendEmail: 'friend@example.test',
  friendPhone: '8888888888',
  referralCode: code,
  status,
})

afterEach(() => vi.unstubAllGlobals())

function rowOf(code: string) {
  return screen.getByRole('row', { name: new RegExp(code) })
}

describe('Referrals tab', () => {
  it("shows 'rewarded' with a highlighted badge and the other statuses without", async () => {
    stubGetRoutes({ referrals: [referral('REWARD1', 'rewarded'), referral('PEND1', 'pending')] })
    renderAdmin(<ReferralsTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })

    await screen.findByText('REWARD1')
    const rewarded = within(rowOf('REWARD1')).getByText('rewarded', { selector: '.mantine-Badge-label' })
    const pending = within(rowOf('PEND1')).getByText('pending', { selector: '.mantine-Badge-label' })
    expect(rewarded.closest('[data-highlighted]')).not.toBeNull()
    expect(pending.closest('[data-highlighted]')).toBeNull()
  })

  it('a status change updates the row and toasts; a failure toasts the fixed MESSAGES text', async () => {
    stubGetRoutes({ referrals: [referral('PEND1', 'pending')] })
    let fail = false
    const { platform, writes } = createTestPlatform((w) =>
      fail
        ? new ApiError(500, 'boom', null)
        : { data: { ...referral('PEND1', 'pending'), ...(w.json as object) } },
    )
    renderAdmin(<ReferralsTab />, { platform, user: TEST_STAFF })

    await screen.findByText('PEND1')
    fireEvent.change(screen.getByLabelText('Status of referral PEND1'), { target: { value: 'rewarded' } })
    expect(await screen.findByText('Referral status updated')).toBeInTheDocument()
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: 'referrals/id-PEND1/status',
      json: { status: 'rewarded' },
      ifMatch: 1,
    })
    expect(
      within(rowOf('PEND1')).getByText('rewarded', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument()

    fail = true
    fireEvent.change(screen.getByLabelText('Status of referral PEND1'), { target: { value: 'joined' } })
    expect(await screen.findByText(/Failed to update referral status\./)).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
  })

  it('a status changed meanwhile by someone else opens the conflict dialog, and Reload shows theirs', async () => {
    stubGetRoutes({ referrals: [referral('PEND1', 'pending')] })
    const theirs = { ...referral('PEND1', 'joined'), version: 2 }
    const { platform } = createTestPlatform(() => new ApiError(412, 'changed', { current: theirs }))
    renderAdmin(<ReferralsTab />, { platform, user: TEST_STAFF })

    await screen.findByText('PEND1')
    fireEvent.change(screen.getByLabelText('Status of referral PEND1'), { target: { value: 'rewarded' } })
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: /reload/i }))
    expect(
      await within(rowOf('PEND1')).findByText('joined', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Failed to update referral status.', { exact: false })).toBeNull()
  })

  it("says 'No referral submissions yet.' when there are none", async () => {
    stubGetRoutes({ referrals: [] })
    renderAdmin(<ReferralsTab />, { platform: createTestPlatform().platform })
    expect(await screen.findByText('No referral submissions yet.')).toBeInTheDocument()
  })
})
