import type { InvoiceRegisterEntry } from '@labsite/shared'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestPlatform, renderAdmin, stubGetRoutes } from '../../testing/render-admin'
import InvoicesTab from './InvoicesTab'

const entry = (fields: Partial<InvoiceRegisterEntry>): InvoiceRegisterEntry => ({
  id: 'i1',
  number: 'INV/2026-27/000002',
  issuedOn: '2026-11-24',
  reference: 'AAR-2611-0001-45RK',
  billedTo: 'Asha Rao',
  total: 1530,
  currency: 'INR',
  bookingId: 'b1',
  ...fields,
})

afterEach(() => vi.unstubAllGlobals())

describe('Invoices tab', () => {
  it('lists issued invoices, marks one whose booking was deleted and one whose person was erased', async () => {
    stubGetRoutes({
      'admin/invoices': [
        entry({}),
        entry({ id: 'i2', number: 'INV/2026-27/000001', bookingId: null, billedTo: '' }),
      ],
    })
    renderAdmin(<InvoicesTab />, { platform: createTestPlatform().platform })

    const first = (await screen.findByText('INV/2026-27/000002')).closest('tr') as HTMLElement
    expect(first).toHaveTextContent('Asha Rao')
    expect(first).toHaveTextContent('₹1,530')
    expect(within(first).queryByText('Booking deleted')).not.toBeInTheDocument()
    const deleted = screen.getByText('INV/2026-27/000001').closest('tr') as HTMLElement
    expect(within(deleted).getByText('Booking deleted')).toBeInTheDocument()
    expect(within(deleted).getByText('Erased')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download invoice INV/2026-27/000001' })).toBeEnabled()
  })
})
