import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TEST_BLOOD_TEST as cbc } from '../../testing/fixtures'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
import BloodTestsTab from './BloodTestsTab'

afterEach(() => vi.unstubAllGlobals())

describe('Blood Tests tab', () => {
  it('edits a test in a dialog opened with its values and saves it with the version it opened', async () => {
    stubGetRoutes({ 'blood-tests': [cbc] })
    const { platform, writes } = createTestPlatform((w) => ({
      data: { ...cbc, ...(w.json as object), version: 4 },
    }))
    renderAdmin(<BloodTestsTab />, { platform })

    fireEvent.click(await screen.findByRole('button', { name: 'Edit CBC' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blood Test' })
    expect(within(dialog).getByLabelText(/Category/)).toHaveValue('Haematology')
    expect(within(dialog).getByLabelText(/Report time/)).toHaveValue('24 hours')
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'CBC with ESR' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Blood test updated')).toBeInTheDocument()
    expect(writes[0]).toMatchObject({ method: 'PUT', path: 'blood-tests/b1', ifMatch: 3 })
    expect(writes[0].json).toMatchObject({ name: 'CBC with ESR', price: 300, originalPrice: 500 })
    // The dialog (with its Hindi fields) may take a while to close on a busy machine.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 })
    expect(screen.getByRole('button', { name: 'Delete CBC with ESR' })).toBeInTheDocument()
  })

  it('opens an empty add form whose Cancel closes it without a write', async () => {
    stubGetRoutes({ 'blood-tests': [] })
    const { platform, writes } = createTestPlatform()
    renderAdmin(<BloodTestsTab />, { platform })

    fireEvent.click(await screen.findByRole('button', { name: /Add/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Blood Test' })
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('')
    expect(within(dialog).getByLabelText(/Sample type/)).toHaveValue('Blood')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    // The dialog (with its Hindi fields) may take a while to close on a busy machine.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 })
    expect(writes).toHaveLength(0)
  })

  it('names the price fields in the currency the Global tab set', async () => {
    stubGetRoutes({
      'blood-tests': [],
      'global-settings': { currency: { code: 'EUR', symbol: '€', name: 'Euro' }, language: { code: 'en' } },
    })
    renderAdmin(<BloodTestsTab />, { platform: createTestPlatform().platform })

    fireEvent.click(await screen.findByRole('button', { name: /Add/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Blood Test' })
    expect(await within(dialog).findByLabelText(/^Price \(€\)/)).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Original price \(€\)/)).toBeInTheDocument()
  })

  it('shows no edit or delete buttons to staff', async () => {
    stubGetRoutes({ 'blood-tests': [cbc] })
    const { platform } = createTestPlatform()
    renderAdmin(<BloodTestsTab />, { platform, user: TEST_STAFF })

    expect(await screen.findByRole('article', { name: 'CBC' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit CBC' })).not.toBeInTheDocument()
  })
})
