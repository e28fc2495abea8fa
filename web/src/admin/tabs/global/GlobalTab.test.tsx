import type { GlobalSettings, Revision, RevisionHistory } from '@labsite/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
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

  it('a refused language goes back to the stored one, in the select and the preview', async () => {
    stubGetRoutes({ 'global-settings': usd, service: [] })
    const { platform, writes } = createTestPlatform(
      () => new ApiError(400, 'Not a language of the site', null),
    )
    renderAdmin(<GlobalTab />, { platform })

    fireEvent.change(await screen.findByLabelText('Default language'), { target: { value: 'hi' } })
    expect(await screen.findByText('Not a language of the site')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Default language')).toHaveValue('en'))
    expect(screen.getByTestId('preview-language')).toHaveTextContent('English')
    expect(writes.map((w) => w.json)).toEqual([{ language: { code: 'hi' } }])
  })

  it("a choice made on a stale version opens the conflict dialog; 'Reload theirs' shows their settings", async () => {
    stubGetRoutes({ 'global-settings': { ...usd, version: 4 }, service: [] })
    const theirs = { ...usd, currency: { code: 'INR', symbol: '₹', name: 'Indian Rupee' }, version: 5 }
    const { platform, writes } = createTestPlatform((w) =>
      writes.length === 1
        ? new ApiError(412, 'This record was changed by someone else.', { current: theirs })
        : { data: { ...theirs, ...(w.json as object) } },
    )
    renderAdmin(<GlobalTab />, { platform })

    fireEvent.change(await screen.findByLabelText('Default language'), { target: { value: 'hi' } })
    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this record' })
    fireEvent.click(within(conflict).getByRole('button', { name: 'Reload theirs' }))

    await waitFor(() => expect(screen.getByTestId('preview-price')).toHaveTextContent('₹99'))
    expect(screen.getByLabelText('Default currency')).toHaveValue('INR')
    expect(screen.getByLabelText('Default language')).toHaveValue('en')
    expect(writes.map((w) => w.json)).toEqual([{ language: { code: 'hi' } }])
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

  it('saves the GSTIN invoices print, refusing one that is not 15 characters of a GSTIN', async () => {
    stubGetRoutes({ 'global-settings': usd })
    const { platform, writes } = createTestPlatform((w) => ({ data: { ...usd, ...(w.json as object) } }))
    renderAdmin(<GlobalTab />, { platform })
    const saveGstin = await screen.findByRole('button', { name: 'Save GSTIN' })
    expect(
      screen.getByText(/Without one, invoices say: GST exempt: health care services \(SAC 9993\)/),
    ).toBeInTheDocument()
    fireEvent.change(screen.getByRole('textbox', { name: 'GSTIN' }), { target: { value: '29ABCDE1234' } })
    expect(screen.getByText('A GSTIN has 15 characters, e.g. 29ABCDE1234F1Z5')).toBeInTheDocument()
    expect(saveGstin).toBeDisabled()
    fireEvent.change(screen.getByRole('textbox', { name: 'GSTIN' }), { target: { value: '29abcde1234f1z5' } })
    fireEvent.click(saveGstin)
    expect(await screen.findByText('GSTIN updated')).toBeInTheDocument()
    expect(writes.map((w) => w.json)).toEqual([{ gstin: '29ABCDE1234F1Z5' }])
  })

  describe('history', () => {
    const inr = { ...usd, currency: { code: 'INR', symbol: '₹', name: 'Indian Rupee' } }
    const withFee = { ...usd, collectionFee: { amount: 120, freeAbove: 1500 } }
    const revision = (id: string, version: number, record: GlobalSettings): Revision => ({
      id,
      resource: 'global-settings',
      recordId: 'global-settings',
      version,
      action: 'update',
      changedFields: ['currency'],
      userEmail: 'admin@example.test',
      createdAt: `2026-11-2${version}T10:00:00.000Z`,
      restoredFrom: null,
      record,
    })
    const history: RevisionHistory = {
      resource: 'global-settings',
      recordId: 'global-settings',
      label: 'Global settings',
      current: usd,
      revisions: [revision('3', 3, usd), revision('2', 2, withFee), revision('1', 1, inr)],
    }

    async function askToRestore(version: number, restored: GlobalSettings) {
      const routes: Record<string, unknown> = {
        'global-settings': usd,
        'admin/revisions/global-settings/global-settings': history,
        service: [{ _id: 's1', title: 'Full Body Checkup', price: '1799' }],
      }
      stubGetRoutes(routes)
      const test = createTestPlatform(() => {
        routes['global-settings'] = restored // what the server holds after the restore
        return { data: { record: restored, revision: revision('4', 4, restored) } }
      })
      renderAdmin(<GlobalTab />, { platform: test.platform })
      fireEvent.click(await screen.findByRole('button', { name: 'History' }))
      const versions = await screen.findByRole('list', { name: 'Versions' })
      fireEvent.click(
        within(versions).getByRole('button', {
          name: new RegExp(`Restore this version \\(version ${version}`),
        }),
      )
      return test
    }

    it('asks the currency question, with prices before and after, before restoring another currency', async () => {
      const { writes } = await askToRestore(1, inr)
      const question = await screen.findByRole('dialog', { name: 'Show prices in Indian Rupee?' })
      expect(within(question).getByTestId('currency-change-examples')).toHaveTextContent(
        '$1,799 becomes ₹1,799',
      )
      expect(question).toHaveTextContent('Restoring version 1')
      expect(screen.queryByRole('dialog', { name: 'Restore this version?' })).toBeNull()
      expect(writes).toEqual([])

      fireEvent.click(within(question).getByRole('button', { name: 'Show prices in Indian Rupee' }))
      expect(await screen.findByText('Version restored')).toBeInTheDocument()
      expect(writes).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: 'admin/revisions/global-settings/global-settings/1/restore',
          ifMatch: 3,
        }),
      ])
      await waitFor(() => expect(screen.getByTestId('preview-price')).toHaveTextContent('₹99'))
      expect(screen.getByLabelText('Default currency')).toHaveValue('INR')
    })

    it('restores nothing when staff keep the current currency', async () => {
      const { writes } = await askToRestore(1, inr)
      const question = await screen.findByRole('dialog', { name: 'Show prices in Indian Rupee?' })
      fireEvent.click(within(question).getByRole('button', { name: 'Keep US Dollar' }))
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Show prices in Indian Rupee?' })).toBeNull(),
      )
      expect(writes).toEqual([])
      expect(screen.getByTestId('preview-price')).toHaveTextContent('$99')
    })

    it('restores a version with the same currency after the usual confirmation, into the fee form', async () => {
      const { writes } = await askToRestore(2, withFee)
      const confirm = await screen.findByRole('dialog', { name: 'Restore this version?' })
      fireEvent.click(within(confirm).getByRole('button', { name: 'Restore' }))
      expect(await screen.findByText('Version restored')).toBeInTheDocument()
      expect(writes).toHaveLength(1)
      await waitFor(() => expect(screen.getByLabelText('Fee ($)')).toHaveValue('120'))
    })

    it('shows staff the history without restore buttons', async () => {
      stubGetRoutes({ 'global-settings': usd, 'admin/revisions/global-settings/global-settings': history })
      renderAdmin(<GlobalTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })
      fireEvent.click(await screen.findByRole('button', { name: 'History' }))
      const versions = await screen.findByRole('list', { name: 'Versions' })
      expect(within(versions).getAllByRole('listitem')).toHaveLength(3)
      expect(screen.queryByRole('button', { name: /Restore this version/ })).toBeNull()
    })
  })
})
