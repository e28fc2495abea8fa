import { type BloodTest, MESSAGES } from '@labsite/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getBloodTestCategories, getBloodTestPage } from '../../features/blood-tests/api/blood-test-requests'
import { ApiError } from '../../lib/api-client'
import { nextRecordFields } from '../../testing/fixtures'
import { renderWithProviders } from '../../testing/render'
import { BloodTestsRoute } from './blood-tests'

vi.mock('../../features/site/hooks/use-page-title', () => ({ usePageTitle: () => {} }))
vi.mock('../../features/blood-tests/api/blood-test-requests', () => ({
  getBloodTestPage: vi.fn(),
  getBloodTestCategories: vi.fn(),
}))

const test = (name: string, category: string, description: string): BloodTest => ({
  ...nextRecordFields(),
  name,
  category,
  description,
  price: 299,
  amount: 299,
  originalPrice: 450,
  sampleType: 'Blood',
  fasting: 'Not Required',
  reportTime: '24 hours',
  preparation: '',
})

const TESTS = [
  test('Complete Blood Count (CBC)', 'Hematology', 'Red cells, white cells and platelets.'),
  test('Lipid Profile', 'Heart', 'Cholesterol and triglycerides.'),
  test('HbA1c', 'Diabetes', 'Average blood sugar of the last three months.'),
  test('Fasting Blood Sugar', 'Diabetes', 'Glucose after an overnight fast.'),
  test('Liver Function Test', 'Liver', 'Enzymes and bilirubin.'),
  test('Kidney Function Test', 'Kidney', 'Creatinine and urea.'),
  test('Vitamin D (25-OH)', 'Vitamins', 'The main form of vitamin D.'),
  test('Vitamin B12', 'Vitamins', 'Checks for B12 deficiency.'),
]

/**
 * The lab server as the page sees it: pages of GET /api/blood-tests with the server's search (name,
 * category or description, ignoring case) and category filter, and the categories in use.
 * `failWith` makes every answer that error instead.
 */
function serveBloodTests(tests: readonly BloodTest[], failWith?: Error) {
  vi.mocked(getBloodTestCategories).mockImplementation(async () => {
    if (failWith) throw failWith
    return [...new Set(tests.map((t) => t.category))].sort()
  })
  return vi.mocked(getBloodTestPage).mockImplementation(async (filter, offset, limit = 500) => {
    if (failWith) throw failWith
    const q = filter.search.trim().toLowerCase()
    const matching = tests.filter(
      (t) =>
        (filter.category === 'All' || t.category === filter.category) &&
        [t.name, t.category, t.description].some((text) => text.toLowerCase().includes(q)),
    )
    return { tests: matching.slice(offset, offset + limit), total: matching.length }
  })
}

afterEach(() => vi.clearAllMocks())

const section = (name: string) => screen.getByRole('region', { name })
const namesIn = (name: string) =>
  within(section(name))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)

describe('Blood tests page', () => {
  it('shows Loading... while the tests load, then the error with its fixed MESSAGES text', async () => {
    serveBloodTests(TESTS, new ApiError(503, 'Database unavailable', null))
    renderWithProviders(<BloodTestsRoute />)
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      `Error: ${MESSAGES.fetchBloodTestsFailed}`,
    )
  })

  it('shows the first six tests as popular and every test below', async () => {
    serveBloodTests(TESTS)
    renderWithProviders(<BloodTestsRoute />)
    await waitFor(() => expect(namesIn('All Blood Tests')).toHaveLength(TESTS.length))
    expect(namesIn('Popular Blood Tests')).toEqual(TESTS.slice(0, 6).map((t) => t.name))
  })

  it("shows a test's preparation on its card", async () => {
    const fasting = { ...TESTS[3], preparation: 'Fast for 10–12 hours; water is fine.' }
    serveBloodTests([fasting])
    renderWithProviders(<BloodTestsRoute />)
    const [card] = await screen.findAllByTestId('preparation')
    expect(card).toHaveTextContent('Before the test: Fast for 10–12 hours; water is fine.')
  })

  it('asks the server for a long list a page at a time, with Load more', async () => {
    const many = Array.from({ length: 30 }, (_, i) => test(`Panel ${i + 1}`, 'Panels', 'A panel.'))
    const pageRequests = serveBloodTests(many)
    renderWithProviders(<BloodTestsRoute />)
    await waitFor(() => expect(namesIn('All Blood Tests')).toHaveLength(24))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more tests (6 more)' }))
    await waitFor(() => expect(namesIn('All Blood Tests')).toHaveLength(30))
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument()
    // The second page is its own request, not a slice of one big answer.
    expect(pageRequests.mock.calls.map(([, offset, limit]) => [offset, limit])).toContainEqual([24, 24])
  })

  it('searches every test by name or description, case-insensitively, and by category', async () => {
    serveBloodTests(TESTS)
    renderWithProviders(<BloodTestsRoute />)
    const events = userEvent.setup()
    const search = await screen.findByRole('searchbox', { name: 'Search blood tests' })
    const listed = (query: string, names: string[]) =>
      waitFor(() => expect(namesIn(`Matches for “${query}”`)).toEqual(names))

    await events.type(search, 'VITAMIN')
    await listed('VITAMIN', ['Vitamin D (25-OH)', 'Vitamin B12'])
    // While a query is typed its matches are alone on the page: no popular cards above them.
    expect(screen.queryByRole('region', { name: 'Popular Blood Tests' })).not.toBeInTheDocument()
    await events.clear(search)
    await events.type(search, 'sugar')
    await listed('sugar', ['HbA1c', 'Fasting Blood Sugar'])

    await events.clear(search)
    // An empty search box brings the popular tests and the whole list back.
    await waitFor(() => expect(namesIn('Popular Blood Tests')).toHaveLength(6))
    const category = screen.getByRole('combobox', { name: 'Category' })
    await waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', 'Diabetes', 'Heart', 'Hematology', 'Kidney', 'Liver', 'Vitamins']),
    )
    await events.selectOptions(category, 'Diabetes')
    await waitFor(() => expect(namesIn('All Blood Tests')).toEqual(['HbA1c', 'Fasting Blood Sugar']))
    await events.type(search, 'fast')
    await listed('fast', ['Fasting Blood Sugar'])
    await events.type(search, 'xyz')
    const matches = await screen.findByRole('region', { name: 'Matches for “fastxyz”' })
    expect(await within(matches).findByText(MESSAGES.noTestsFound)).toBeInTheDocument()
  })

  it('opens the booking dialog for the chosen test', async () => {
    serveBloodTests(TESTS)
    renderWithProviders(<BloodTestsRoute />)
    const list = await screen.findByRole('region', { name: 'All Blood Tests' })
    const book = await within(list).findByRole('button', {
      name: 'Book Now: Lipid Profile',
    })
    await userEvent.setup().click(book)
    // The dialog is a lazy chunk: its first import can take a while on a busy machine.
    expect(
      await screen.findByRole('dialog', { name: 'Book Lipid Profile' }, { timeout: 5000 }),
    ).toBeInTheDocument()
  })
})
