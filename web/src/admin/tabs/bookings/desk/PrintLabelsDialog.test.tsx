import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TEST_BOOKING } from '../../../testing/fixtures'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../../testing/render-admin'
import BookingsTab from '../BookingsTab'

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

function renderWithPrinter() {
  const fetchMock = stubGetRoutes({
    'content/consultations': [TEST_BOOKING],
    'consult/consultation/c1/labels.pdf': '%PDF-1.7',
  })
  const { platform } = createTestPlatform()
  const printPdf = vi.fn(async () => {})
  renderAdmin(<BookingsTab />, { platform: { ...platform, printPdf }, user: TEST_STAFF })
  return { fetchMock, printPdf }
}

async function openLabels() {
  // The desk's buttons are in the booking's side panel.
  fireEvent.click(await screen.findByRole('button', { name: 'Open booking of Ravi Kumar' }))
  fireEvent.click(await screen.findByRole('button', { name: 'Print labels for Ravi Kumar' }))
  return screen.findByRole('dialog', { name: 'Print labels — Ravi Kumar' })
}

describe('sample labels', () => {
  it("fetches the labels PDF for the tubes and size chosen and hands it to the platform's printing", async () => {
    const { fetchMock, printPdf } = renderWithPrinter()
    const dialog = await openLabels()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Number of tubes' }), {
      target: { value: '3' },
    })
    fireEvent.click(within(dialog).getByRole('radio', { name: '38 × 25 mm' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }))

    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(1))
    const [input] = fetchMock.mock.calls.at(-1) ?? []
    const url = new URL(input instanceof Request ? input.url : String(input))
    expect(url.pathname).toBe('/api/consult/consultation/c1/labels.pdf')
    expect(Object.fromEntries(url.searchParams)).toEqual({ tubes: '3', size: '38x25' })
    expect(printPdf).toHaveBeenCalledWith(expect.any(Uint8Array), {
      title: 'Labels AAR-2611-0042',
      labelSize: '38x25',
    })
    expect(new TextDecoder().decode((printPdf.mock.calls[0] as unknown[])[0] as Uint8Array)).toContain(
      '%PDF-1.7',
    )
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Print labels — Ravi Kumar' })).toBeNull(),
    )

    // The size is the printer's: the next booking's labels start with it.
    const again = await openLabels()
    expect(within(again).getByRole('radio', { name: '38 × 25 mm' })).toBeChecked()
  })

  it("shows the server's refusal in the dialog", async () => {
    stubGetRoutes({ 'content/consultations': [{ ...TEST_BOOKING, status: 'cancelled' }] })
    const { platform } = createTestPlatform()
    const printPdf = vi.fn(async () => {})
    renderAdmin(<BookingsTab />, { platform: { ...platform, printPdf }, user: TEST_STAFF })
    const dialog = await openLabels()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not found')
    expect(printPdf).not.toHaveBeenCalled()
  })

  it('starts with the label size of the console’s preferences, where the platform has one', async () => {
    stubGetRoutes({
      'content/consultations': [TEST_BOOKING],
      'consult/consultation/c1/labels.pdf': '%PDF-1.7',
    })
    const { platform } = createTestPlatform()
    const printPdf = vi.fn(async () => {})
    const preferredLabelSize = async () => '100x50' as const
    renderAdmin(<BookingsTab />, {
      platform: { ...platform, printPdf, preferredLabelSize },
      user: TEST_STAFF,
    })
    const dialog = await openLabels()
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '100 × 50 mm' })).toBeChecked())
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }))
    await waitFor(() =>
      expect(printPdf).toHaveBeenCalledWith(
        expect.any(Uint8Array),
        expect.objectContaining({ labelSize: '100x50' }),
      ),
    )
  })
})
