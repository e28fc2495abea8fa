import { type BloodTest, MESSAGES } from '@labsite/shared'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useBloodTests } from '../../features/blood-tests/api/get-blood-tests'
import { ApiError } from '../../lib/api-client'
import { nextRecordFields, queryAnswerer } from '../../testing/fixtures'
import { renderWithProviders } from '../../testing/render'
import { BloodTestsRoute } from './blood-tests'

vi.mock('../../features/blood-tests/api/get-blood-tests', () => ({ useBloodTests: vi.fn() }))
vi.mock('../../features/site/hooks/use-page-title', () => ({ usePageTitle: () => {} }))
const useBloodTestsMock = vi.mocked(useBloodTests)

const test = (name: string, category: string, description: string): BloodTest => ({
  ...nextRecordFields(),
  name,
  category,
  description,
  price: 299,
  originalPrice: 450,
  sampleType: 'Blood',
  fasting: 'Not Required',
  reportTime: '24 hours',
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

const answer = queryAnswerer(useBloodTestsMock)

const section = (name: string) => screen.getByRole('region', { name })
const namesIn = (name: string) =>
  within(section(name))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)

beforeEach(() => useBloodTestsMock.mockReset())

describe('Blood tests page', () => {
  it('shows Loading... while the tests load, then the error with the spec’s message', () => {
    answer({ isLoading: true })
    const { unmount } = renderWithProviders(<BloodTestsRoute />)
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    unmount()
    answer({ error: new ApiError(503, 'Database unavailable', null) })
    renderWithProviders(<BloodTestsRoute />)
    expect(screen.getByRole('alert')).toHaveTextContent(`Error: ${MESSAGES.fetchBloodTestsFailed}`)
  })

  it('shows the first six tests as popular and every test below', () => {
    answer({ data: TESTS })
    renderWithProviders(<BloodTestsRoute />)
    expect(namesIn('Popular Blood Tests')).toEqual(TESTS.slice(0, 6).map((t) => t.name))
    expect(namesIn('All Blood Tests')).toHaveLength(TESTS.length)
  })

  it('shows a long list a page at a time, with Load more', async () => {
    const many = Array.from({ length: 30 }, (_, i) => test(`Panel ${i + 1}`, 'Panels', 'A panel.'))
    answer({ data: many })
    renderWithProviders(<BloodTestsRoute />)
    expect(namesIn('All Blood Tests')).toHaveLength(24)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more tests (6 more)' }))
    expect(namesIn('All Blood Tests')).toHaveLength(30)
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument()
  })

  it('filters all tests by name or description, case-insensitively, and by category', async () => {
    answer({ data: TESTS })
    renderWithProviders(<BloodTestsRoute />)
    const events = userEvent.setup()
    const search = screen.getByRole('searchbox', { name: 'Search blood tests' })

    await events.type(search, 'VITAMIN')
    expect(namesIn('All Blood Tests')).toEqual(['Vitamin D (25-OH)', 'Vitamin B12'])
    await events.clear(search)
    await events.type(search, 'sugar')
    expect(namesIn('All Blood Tests')).toEqual(['HbA1c', 'Fasting Blood Sugar'])
    // The popular tests stay as they are.
    expect(namesIn('Popular Blood Tests')).toHaveLength(6)

    await events.clear(search)
    const category = screen.getByRole('combobox', { name: 'Category' })
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Hematology', 'Heart', 'Diabetes', 'Liver', 'Kidney', 'Vitamins'])
    await events.selectOptions(category, 'Diabetes')
    expect(namesIn('All Blood Tests')).toEqual(['HbA1c', 'Fasting Blood Sugar'])
    await events.type(search, 'fast')
    expect(namesIn('All Blood Tests')).toEqual(['Fasting Blood Sugar'])
    await events.type(search, 'xyz')
    expect(within(section('All Blood Tests')).getByText(MESSAGES.noTestsFound)).toBeInTheDocument()
  })

  it('opens the booking dialog for the chosen test', async () => {
    answer({ data: TESTS })
    renderWithProviders(<BloodTestsRoute />)
    await userEvent
      .setup()
      .click(within(section('All Blood Tests')).getByRole('button', { name: 'Book Now: Lipid Profile' }))
    // The dialog is a lazy chunk: its first import can take a while on a busy machine.
    expect(
      await screen.findByRole('dialog', { name: 'Book Lipid Profile' }, { timeout: 5000 }),
    ).toBeInTheDocument()
  })
})
