import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach } from 'vitest'
import { createQueryClient } from '../lib/query-client'
import { theme } from '../theme'

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup)

/** Renders `ui` as the app would: a fresh query cache, Mantine theme, notifications and a router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider theme={theme}>
        <Notifications />
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  )
}
