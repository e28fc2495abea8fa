import type { Service } from '@labsite/shared'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nextRecordFields } from '../../../testing/fixtures'
import { renderWithProviders } from '../../../testing/render'
import { useServicePage } from '../api/get-services'
import { ServiceCatalogue } from './ServiceCatalogue'

vi.mock('../api/get-services', () => ({ useServicePage: vi.fn() }))
const useServicePageMock = vi.mocked(useServicePage)

const TOTAL = 30
const service = (n: number): Service => ({
  ...nextRecordFields(),
  title: `Package ${n}`,
  description: 'Tests.',
  preparation: '',
  detailedDescription: '',
  category: 'Full body',
  amount: 999,
  price: 'Rs999',
  unparsedPrice: '',
  duration: '1 day',
  rating: 4.5,
  patients: 0,
  isPopular: false,
  image: '',
  imageAlt: '',
  features: [],
  requirements: [],
  additionalImages: [],
  testsCount: 50,
})
const ALL = Array.from({ length: TOTAL }, (_, i) => service(i + 1))

/** The browser's idle moments, run by the test when it says so. */
let idleTasks: (IdleRequestCallback | null)[] = []

function runIdleMoments() {
  for (let index = 0; index < idleTasks.length; index++) {
    const task = idleTasks[index]
    idleTasks[index] = null
    if (task) act(() => task({ didTimeout: false, timeRemaining: () => 50 }))
  }
}

afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback')
  Reflect.deleteProperty(window, 'cancelIdleCallback')
})

beforeEach(() => {
  idleTasks = []
  window.requestIdleCallback = (task) => idleTasks.push(task) - 1
  window.cancelIdleCallback = (handle) => {
    idleTasks[handle] = null
  }
  useServicePageMock.mockReset()
  useServicePageMock.mockImplementation(
    (offset: number) =>
      ({
        data: { services: ALL.slice(offset, offset + 24), total: TOTAL },
        error: null,
        isLoading: false,
        refetch: vi.fn(),
      }) as unknown as ReturnType<typeof useServicePage>,
  )
})

describe('All packages', () => {
  it('shows the first page, then the next one on Load more, asking the server page by page', async () => {
    renderWithProviders(<ServiceCatalogue />)
    // The first row at once, the rest of the page a few cards at a time once the page is idle.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4)
    runIdleMoments()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(24)
    expect(screen.getByText('Showing 24 of 30 packages')).toBeInTheDocument()

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more packages' }))
    runIdleMoments()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(30)
    expect(screen.getByText('Showing 30 of 30 packages')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more packages' })).not.toBeInTheDocument()
    expect(useServicePageMock.mock.calls.map(([offset]) => offset)).toContain(24)
  })
})
