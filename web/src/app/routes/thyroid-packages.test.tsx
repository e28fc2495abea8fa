import type { ThyroidPackage } from '@labsite/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getThyroidPackages } from '../../features/thyroid/api/thyroid-package-requests'
import { nextRecordFields } from '../../testing/fixtures'
import { renderWithProviders } from '../../testing/render'
import { ThyroidPackagesRoute } from './thyroid-packages'

vi.mock('../../features/site/hooks/use-page-title', () => ({ usePageTitle: () => {} }))
vi.mock('../../features/thyroid/api/thyroid-package-requests', () => ({ getThyroidPackages: vi.fn() }))

const pkg = (name: string): ThyroidPackage => ({
  ...nextRecordFields(),
  name,
  description: '',
  preparation: '',
  price: 499,
  amount: 499,
  originalPrice: 900,
  popular: false,
  tests_included: 'TSH',
  report_time: '12 hours',
  sample_type: 'Blood',
  fasting_required: 'Not Required',
  image: '',
  image_alt: '',
  order: 1,
})

const PACKAGES = [pkg('Thyroid Basic'), pkg('Thyroid Profile Total'), pkg('Thyroid Antibodies')]

/**
 * GET /api/thyroid-packages/ as the page sees it: every package, or for `?q` what the server's search
 * found (server/src/routes/thyroid-packages tests the search itself); the asked queries are kept.
 */
function serve(matches: Record<string, ThyroidPackage[]>) {
  const asked: string[] = []
  vi.mocked(getThyroidPackages).mockImplementation(async (q = '') => {
    if (q) asked.push(q)
    return q ? (matches[q] ?? []) : PACKAGES
  })
  return asked
}

afterEach(() => vi.clearAllMocks())

const listed = () =>
  within(screen.getByRole('region', { name: /Choose Your Package|Matches for/ }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

describe('Thyroid packages page', () => {
  it('while a query is typed shows its matches alone under "Matches for …", and every package again once cleared', async () => {
    const asked = serve({ thyriod: [PACKAGES[1]], एंटीबॉडी: [PACKAGES[2]] })
    renderWithProviders(<ThyroidPackagesRoute />)
    await waitFor(() => expect(listed()).toEqual(PACKAGES.map((p) => p.name)))
    const events = userEvent.setup()
    const search = screen.getByRole('searchbox', { name: 'Search thyroid packages' })

    await events.type(search, 'thyriod')
    expect(await screen.findByRole('heading', { name: 'Matches for “thyriod”' })).toBeInTheDocument()
    await waitFor(() => expect(listed()).toEqual(['Thyroid Profile Total']))
    expect(asked).toContain('thyriod')

    await events.clear(search)
    await events.type(search, 'एंटीबॉडी')
    await waitFor(() => expect(listed()).toEqual(['Thyroid Antibodies']))

    await events.clear(search)
    await events.type(search, 'xyz')
    expect(await screen.findByText('No package matches “xyz”.')).toBeInTheDocument()
    expect(listed()).toEqual([])

    await events.clear(search)
    await waitFor(() => expect(listed()).toEqual(PACKAGES.map((p) => p.name)))
  })
})
