import { type GlobalSettings, PUBLIC_READS } from '@labsite/shared'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach } from 'vitest'
import { createQueryClient } from '../lib/query-client'
import { theme } from '../theme'

const RUPEES_IN_ENGLISH: GlobalSettings = {
  currency: { code: 'INR', symbol: '₹', name: 'Indian Rupee' },
  language: { code: 'en', name: 'English' },
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup)

/** Renders `ui` as the app would: a fresh query cache, Mantine theme, notifications and a router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    globalSettings = RUPEES_IN_ENGLISH,
  }: { route?: string; globalSettings?: GlobalSettings } = {},
) {
  const queryClient = createQueryClient()
  // Prices follow the Global tab's currency; tests start with it known, as after the site's first answer.
  queryClient.setQueryData(PUBLIC_READS.globalSettings.key, globalSettings)
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme}>
        <Notifications />
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  )
}
