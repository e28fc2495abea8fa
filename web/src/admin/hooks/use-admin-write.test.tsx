import { QueryObserver } from '@tanstack/react-query'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../lib/query-client'
import { adminKeys } from '../api'
import BloodTestsTab from '../tabs/blood-tests/BloodTestsTab'
import { TEST_BLOOD_TEST as cbc } from '../testing/fixtures'
import { createTestPlatform, renderAdmin, stubGetRoutes } from '../testing/render-admin'

const bloodTestReads = (fetchMock: ReturnType<typeof stubGetRoutes>) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input)).pathname === '/api/admin/edit/blood-tests')
    .length

describe('cached reads after an admin write', () => {
  it('a sent delete leaves the list without the record and marks it and the public pages stale', async () => {
    const fetchMock = stubGetRoutes({ 'blood-tests': [cbc] })
    const queryClient = createQueryClient()
    // What a visitor's page cached earlier in the same app.
    queryClient.setQueryData(['blood-tests'], [cbc])
    const { platform, writes } = createTestPlatform(() => ({ data: null }))
    const view = renderAdmin(<BloodTestsTab />, { platform, queryClient })

    fireEvent.click(await screen.findByRole('button', { name: 'Delete CBC' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm delete' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Blood test deleted')).toBeInTheDocument()
    expect(writes[0]).toMatchObject({ method: 'DELETE', path: 'blood-tests/b1', ifMatch: 3 })
    await waitFor(() => expect(screen.queryByRole('article', { name: 'CBC' })).not.toBeInTheDocument())
    expect(queryClient.getQueryState(adminKeys.bloodTests)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['blood-tests'])?.isInvalidated).toBe(true)
    expect(bloodTestReads(fetchMock)).toBe(1)

    // Opening the tab again asks the server afresh instead of trusting the cache.
    view.unmount()
    renderAdmin(<BloodTestsTab />, { platform, queryClient })
    await waitFor(() => expect(bloodTestReads(fetchMock)).toBe(2))
  })

  it("refetches the public reads on screen around the admin (the site header's name and menu) at once", async () => {
    const fetchMock = stubGetRoutes({ 'blood-tests': [cbc], menu: [] })
    const queryClient = createQueryClient()
    const menuReads = () =>
      fetchMock.mock.calls.filter(([input]) => new URL(String(input)).pathname === '/api/menu').length
    // The header's menu, shown above the admin panel.
    const header = new QueryObserver(queryClient, {
      queryKey: ['menu'],
      queryFn: () => fetch('http://localhost/api/menu').then((r) => r.json()),
    })
    const stop = header.subscribe(() => {})
    await waitFor(() => expect(menuReads()).toBe(1))
    const { platform } = createTestPlatform(() => ({ data: null }))
    renderAdmin(<BloodTestsTab />, { platform, queryClient })

    fireEvent.click(await screen.findByRole('button', { name: 'Delete CBC' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm delete' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Blood test deleted')).toBeInTheDocument()
    await waitFor(() => expect(menuReads()).toBe(2))
    stop()
  })

  it('a write the desktop queued offline invalidates nothing (the server does not have it yet)', async () => {
    stubGetRoutes({ 'blood-tests': [cbc] })
    const queryClient = createQueryClient()
    const { platform } = createTestPlatform(() => 'queued')
    renderAdmin(<BloodTestsTab />, { platform, queryClient })

    fireEvent.click(await screen.findByRole('button', { name: 'Delete CBC' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm delete' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(
      await screen.findByText('Saved offline — will sync when the server is reachable'),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('article', { name: 'CBC' })).not.toBeInTheDocument())
    expect(queryClient.getQueryState(adminKeys.bloodTests)?.isInvalidated).toBe(false)
  })
})
