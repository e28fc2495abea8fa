import type { Revision, RevisionHistory } from '@labsite/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
import { HistoryButton } from './HistoryButton'

const ID = '11111111-1111-4111-8111-111111111111'
const service = (title: string, version: number) => ({ _id: ID, id: ID, title, price: 999, version })

function revision(id: string, version: number, action: Revision['action'], title: string): Revision {
  return {
    id,
    resource: 'service',
    recordId: ID,
    version,
    action,
    changedFields: action === 'update' ? ['title'] : [],
    userEmail: 'admin@example.test',
    createdAt: `2026-11-2${version}T10:00:00.000Z`,
    restoredFrom: null,
    record: service(title, version),
  }
}

const history: RevisionHistory = {
  resource: 'service',
  recordId: ID,
  label: 'Service',
  current: service('Full Body Checkup Plus', 3),
  revisions: [
    revision('30', 3, 'update', 'Full Body Checkup Plus'),
    revision('20', 2, 'update', 'Full Body Checkup'),
    revision('10', 1, 'baseline', 'Body Checkup'),
  ],
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'History of Full Body Checkup Plus' }))

describe('History drawer', () => {
  it('lists the versions newest first with the changed fields before and after', async () => {
    stubGetRoutes({ [`admin/revisions/service/${ID}`]: history })
    const { platform } = createTestPlatform()
    renderAdmin(<HistoryButton target={{ resource: 'service', id: ID }} name="Full Body Checkup Plus" />, {
      platform,
    })
    open()

    const versions = await screen.findByRole('list', { name: 'Versions' })
    const items = within(versions).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent('Current')
    expect(items[0]).toHaveTextContent('admin@example.test')
    const diff = within(items[0]).getByRole('table', { name: 'Changed fields' })
    expect(diff).toHaveTextContent('Full Body Checkup')
    expect(diff).toHaveTextContent('Full Body Checkup Plus')
    expect(items[2]).toHaveTextContent('As it stood before its first kept change')
    // The current version cannot be restored onto itself; the older two can.
    expect(within(items[0]).queryByRole('button', { name: /Restore this version/ })).toBeNull()
    expect(within(items[1]).getByRole('button', { name: /Restore this version/ })).toBeInTheDocument()
  })

  it('restores an older version after confirming, checked against the current version, with a toast', async () => {
    stubGetRoutes({ [`admin/revisions/service/${ID}`]: history })
    const { platform, writes } = createTestPlatform(() => ({
      data: { record: service('Full Body Checkup', 4), revision: revision('40', 4, 'restore', 'x') },
    }))
    renderAdmin(<HistoryButton target={{ resource: 'service', id: ID }} name="Full Body Checkup Plus" />, {
      platform,
    })
    open()

    const versions = await screen.findByRole('list', { name: 'Versions' })
    const older = within(versions).getAllByRole('listitem')[1]
    fireEvent.click(within(older).getByRole('button', { name: /Restore this version/ }))
    const confirm = await screen.findByRole('dialog', { name: 'Restore this version?' })
    expect(writes).toHaveLength(0)
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restore' }))

    expect(await screen.findByText('Version restored')).toBeInTheDocument()
    expect(screen.getByText(/"Full Body Checkup Plus" is back to version 2/)).toBeInTheDocument()
    expect(writes).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `admin/revisions/service/${ID}/20/restore`,
        ifMatch: 3,
      }),
    ])
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Restore this version?' })).toBeNull())
  })

  it('staff read the history but get no restore button', async () => {
    stubGetRoutes({ [`admin/revisions/service/${ID}`]: history })
    const { platform } = createTestPlatform()
    renderAdmin(<HistoryButton target={{ resource: 'service', id: ID }} name="Full Body Checkup Plus" />, {
      platform,
      user: TEST_STAFF,
    })
    open()

    const versions = await screen.findByRole('list', { name: 'Versions' })
    expect(within(versions).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: /Restore this version/ })).toBeNull()
  })
})
