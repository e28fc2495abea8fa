import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestPlatform, renderAdmin, stubGetRoutes } from '../../testing/render-admin'
import GlobalTab from './GlobalTab'

const usd = {
  currency: { code: 'USD', symbol: '$', name: 'US Dollar' },
  language: { code: 'en', name: 'English' },
}

afterEach(() => vi.unstubAllGlobals())

describe('Global tab', () => {
  it('previews 99 in the chosen currency and the chosen language, and saves each choice', async () => {
    stubGetRoutes({
      'global-settings': usd,
      service: [{ _id: 's1', title: 'Full Body Checkup', price: '1799' }],
    })
    const { platform, writes } = createTestPlatform((w) => ({ data: { ...usd, ...(w.json as object) } }))
    renderAdmin(<GlobalTab />, { platform })

    expect(await screen.findByTestId('preview-price')).toHaveTextContent('$99')
    fireEvent.change(screen.getByLabelText('Default currency'), { target: { value: 'INR' } })
    expect(await screen.findByText('Show prices in Indian Rupee?')).toBeInTheDocument()
    expect(screen.getByTestId('currency-change-examples')).toHaveTextContent('$1,799 becomes ₹1,799')
    expect(writes).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Show prices in Indian Rupee' }))
    expect(screen.getByTestId('preview-price')).toHaveTextContent('₹99')
    expect(await screen.findByText('Currency updated')).toBeInTheDocument()

    await waitFor(() => expect(screen.getByLabelText('Default language')).toBeEnabled())
    fireEvent.change(screen.getByLabelText('Default language'), { target: { value: 'hi' } })
    expect(screen.getByTestId('preview-language')).toHaveTextContent('Hindi')
    expect(await screen.findByText('Language updated')).toBeInTheDocument()

    expect(writes.map((w) => w.json)).toEqual([{ currency: { code: 'INR' } }, { language: { code: 'hi' } }])
  })

  it('keeps the currency when staff decline the change, and saves nothing', async () => {
    stubGetRoutes({ 'global-settings': usd, service: [] })
    const { platform, writes } = createTestPlatform((w) => ({ data: { ...usd, ...(w.json as object) } }))
    renderAdmin(<GlobalTab />, { platform })

    fireEvent.change(await screen.findByLabelText('Default currency'), { target: { value: 'EUR' } })
    expect(await screen.findByTestId('currency-change-examples')).toHaveTextContent(
      'Sample price: $99 becomes €99',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Keep US Dollar' }))
    await waitFor(() => expect(screen.queryByTestId('currency-change-examples')).not.toBeInTheDocument())
    expect(screen.getByTestId('preview-price')).toHaveTextContent('$99')
    expect(screen.getByLabelText('Default currency')).toHaveValue('USD')
    expect(writes).toEqual([])
  })

  it('saves the home-collection fee rule, enabled only once it differs from the stored one', async () => {
    stubGetRoutes({ 'global-settings': usd })
    const { platform, writes } = createTestPlatform((w) => ({ data: { ...usd, ...(w.json as object) } }))
    renderAdmin(<GlobalTab />, { platform })
    const saveFee = await screen.findByRole('button', { name: 'Save fee' })
    expect(saveFee).toBeDisabled()
    fireEvent.change(screen.getByLabelText('Fee ($)'), { target: { value: '150' } })
    fireEvent.change(screen.getByLabelText('Free from ($)'), { target: { value: '2000' } })
    fireEvent.click(saveFee)
    expect(await screen.findByText('Collection fee updated')).toBeInTheDocument()
    expect(writes.map((w) => w.json)).toEqual([{ collectionFee: { amount: 150, freeAbove: 2000 } }])
  })
})
