import type { MissingTranslation } from '@labsite/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
import TranslationsTab from './TranslationsTab'

const list: MissingTranslation[] = [
  {
    resource: 'blood-test',
    label: 'Blood test',
    id: 'b1',
    name: 'HbA1c',
    version: 3,
    writePath: '/blood-tests/b1',
    missing: ['description', 'preparation'],
    english: { description: 'Average sugar over three months', preparation: 'No fasting' },
    i18n: { hi: { name: 'एचबीए1सी' } },
  },
  {
    resource: 'offer',
    label: 'Offer',
    id: 'o1',
    name: 'Monsoon offer',
    version: 1,
    writePath: '/offers/o1',
    missing: ['features'],
    english: { features: ['Home collection', 'Report in 24 h'] },
    i18n: {},
  },
  {
    resource: 'banner',
    label: 'Banner',
    id: 'banner',
    name: 'Banner',
    version: 7,
    writePath: '/content/banner',
    missing: ['title'],
    english: { title: 'Tests you can trust' },
    i18n: {},
  },
]

async function renderTab(user = undefined as typeof TEST_STAFF | undefined) {
  stubGetRoutes({ 'missing-translations': list })
  const test = createTestPlatform()
  renderAdmin(<TranslationsTab />, { platform: test.platform, user })
  await screen.findByRole('heading', { name: 'Blood test' })
  return test
}

const recordForm = (name: string) => screen.getByRole('form', { name })

describe('TranslationsTab', () => {
  it('lists every field with English and no Hindi, grouped by kind, the English beside each Hindi input', async () => {
    await renderTab()
    expect(screen.getByText('4 fields in 3 records need Hindi.')).toBeInTheDocument()
    for (const kind of ['Blood test', 'Offer', 'Banner']) {
      expect(screen.getByRole('heading', { name: kind })).toBeInTheDocument()
    }
    const test = within(recordForm('HbA1c'))
    expect(test.getByText('Average sugar over three months')).toBeInTheDocument()
    expect(test.getByLabelText('विवरण (हिन्दी)')).toHaveValue('')
    expect(test.getByLabelText('तैयारी (हिन्दी)')).toBeInTheDocument()
    expect(
      within(recordForm('Monsoon offer')).getByText('Home collection · Report in 24 h'),
    ).toBeInTheDocument()
  })

  it("saves the typed Hindi over the stored translations through the record's PUT with If-Match", async () => {
    const { writes } = await renderTab()
    const test = within(recordForm('HbA1c'))
    fireEvent.change(test.getByLabelText('विवरण (हिन्दी)'), { target: { value: 'तीन महीने की औसत शुगर' } })
    fireEvent.click(test.getByRole('button', { name: 'Save Hindi of HbA1c' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: 'blood-tests/b1',
      ifMatch: 3,
      json: { i18n: { hi: { name: 'एचबीए1सी', description: 'तीन महीने की औसत शुगर' } } },
    })
    expect(await screen.findByText('Hindi saved')).toBeInTheDocument()
    // Saved, the record's form starts again from nothing typed (the list is read again).
    await waitFor(() => expect(test.getByLabelText('विवरण (हिन्दी)')).toHaveValue(''))

    const offer = within(recordForm('Monsoon offer'))
    fireEvent.change(offer.getByLabelText('विशेषताएँ (हिन्दी)'), {
      target: { value: 'घर से नमूना\n\n24 घंटे में रिपोर्ट' },
    })
    fireEvent.click(offer.getByRole('button', { name: 'Save Hindi of Monsoon offer' }))
    await waitFor(() => expect(writes).toHaveLength(2))
    expect(writes[1]).toMatchObject({
      path: 'offers/o1',
      ifMatch: 1,
      json: { i18n: { hi: { features: ['घर से नमूना', '24 घंटे में रिपोर्ट'] } } },
    })
  })

  it('refuses an empty save at the record and sends nothing', async () => {
    const { writes } = await renderTab()
    fireEvent.click(within(recordForm('Banner')).getByRole('button', { name: 'Save Hindi of Banner' }))
    expect(await within(recordForm('Banner')).findByRole('alert')).toHaveTextContent(
      'Type the Hindi of at least one field.',
    )
    expect(writes).toHaveLength(0)
  })

  it('shows staff the list read-only', async () => {
    await renderTab(TEST_STAFF)
    expect(screen.getByText('Read-only: only administrators can add translations.')).toBeInTheDocument()
    expect(within(recordForm('HbA1c')).getByLabelText('विवरण (हिन्दी)')).toBeDisabled()
    expect(screen.queryByRole('button', { name: /Save Hindi/ })).not.toBeInTheDocument()
  })

  it('says so when nothing is missing', async () => {
    stubGetRoutes({ 'missing-translations': [] })
    renderAdmin(<TranslationsTab />, { platform: createTestPlatform().platform })
    expect(await screen.findByText('Every English text has its Hindi.')).toBeInTheDocument()
  })
})
