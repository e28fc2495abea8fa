import type { VisitorBooking } from '@labsite/shared'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../testing/render'
import { InvoiceButton } from './InvoiceButton'

const booking = {
  id: 'b1',
  reference: 'AAR-2611-0042',
  items: [{ type: 'blood-test', id: 't1', name: 'Lipid Profile', price: '₹600', amount: 600 }],
  status: 'new',
  invoiceReady: false,
} as unknown as VisitorBooking

describe('the invoice button', () => {
  it('says the invoice comes once the lab confirms, and downloads nothing before', () => {
    const download = vi.fn(async () => {})
    renderWithProviders(<InvoiceButton booking={booking} download={download} onProblem={() => {}} />)
    const button = screen.getByRole('button', { name: 'Download invoice (PDF)' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('The invoice is issued once the lab confirms your booking')
    fireEvent.click(button)
    expect(download).not.toHaveBeenCalled()
  })

  it('downloads once the invoice can be issued', async () => {
    const download = vi.fn(async () => {})
    renderWithProviders(
      <InvoiceButton
        booking={{ ...booking, status: 'confirmed', invoiceReady: true }}
        download={download}
        onProblem={() => {}}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Download invoice (PDF)' }))
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1))
    expect(screen.queryByText('The invoice is issued once the lab confirms your booking')).toBeNull()
  })
})
