import type { BusinessContact, Revision, RevisionHistory } from '@labsite/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
import BusinessContactTab from './BusinessContactTab'

const contact = (phone: string): BusinessContact => ({
  phone,
  email: 'care@lab.example',
  address: ['12 Health Avenue'],
  businessHours: 'Mon-Sat 7:00-19:00',
  taxNumber: '',
})

function revision(id: string, version: number, phone: string): Revision {
  return {
    id,
    resource: 'business-contact',
    recordId: 'business-contact',
    version,
    action: 'update',
    changedFields: ['phone'],
    userEmail: 'admin@example.test',
    createdAt: `2026-11-2${version}T10:00:00.000Z`,
    restoredFrom: null,
    record: contact(phone),
  }
}

const history: RevisionHistory = {
  resource: 'business-contact',
  recordId: 'business-contact',
  label: 'Contact info',
  current: contact('+91 80 4000 0002'),
  revisions: [revision('2', 2, '+91 80 4000 0002'), revision('1', 1, '+91 80 4000 0001')],
}

describe('Contact info tab', () => {
  it('saves what was typed, trimmed, and keeps the answer in the form', async () => {
    stubGetRoutes({ 'business-contact': contact('+91 80 4000 0002') })
    const { platform, writes } = createTestPlatform()
    renderAdmin(<BusinessContactTab />, { platform })
    const phone = await screen.findByLabelText(/^Phone/)
    await waitFor(() => expect(phone).toHaveValue('+91 80 4000 0002'))
    fireEvent.change(phone, { target: { value: '  +91 80 4000 0009 ' } })
    fireEvent.change(screen.getByLabelText(/^Tax number/), { target: { value: '29abcde1234f1z5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Update Contact Information' }))

    expect(await screen.findByText('Contact info updated')).toBeInTheDocument()
    expect(writes).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: 'business-contact',
        json: { ...contact('+91 80 4000 0009'), taxNumber: '29ABCDE1234F1Z5' },
      }),
    ])
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+91 80 4000 0009')
  })
})

describe('Contact info tab history', () => {
  it('restores an older version from the History button and shows it in the form', async () => {
    const routes: Record<string, unknown> = {
      'business-contact': contact('+91 80 4000 0002'),
      'admin/revisions/business-contact/business-contact': history,
    }
    stubGetRoutes(routes)
    const { platform, writes } = createTestPlatform(() => {
      routes['business-contact'] = contact('+91 80 4000 0001') // what the server holds after the restore
      return { data: { record: contact('+91 80 4000 0001'), revision: revision('3', 3, '+91 80 4000 0001') } }
    })
    renderAdmin(<BusinessContactTab />, { platform })
    await waitFor(() => expect(screen.getByLabelText(/^Phone/)).toHaveValue('+91 80 4000 0002'))

    fireEvent.click(screen.getByRole('button', { name: 'History' }))
    const versions = await screen.findByRole('list', { name: 'Versions' })
    fireEvent.click(within(versions).getByRole('button', { name: /Restore this version \(version 1/ }))
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Restore this version?' })).getByRole('button', {
        name: 'Restore',
      }),
    )

    expect(await screen.findByText('Version restored')).toBeInTheDocument()
    expect(writes).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'admin/revisions/business-contact/business-contact/1/restore',
        ifMatch: 2,
      }),
    ])
    await waitFor(() => expect(screen.getByLabelText(/^Phone/)).toHaveValue('+91 80 4000 0001'))
  })

  it('shows staff the history, read-only', async () => {
    stubGetRoutes({
      'business-contact': contact('+91 80 4000 0002'),
      'admin/revisions/business-contact/business-contact': history,
    })
    renderAdmin(<BusinessContactTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })
    fireEvent.click(await screen.findByRole('button', { name: 'History' }))
    const versions = await screen.findByRole('list', { name: 'Versions' })
    expect(within(versions).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.queryByRole('button', { name: /Restore this version/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Update Contact Information' })).toBeNull()
  })
})
