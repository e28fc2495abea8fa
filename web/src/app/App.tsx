import './mantine-public-styles'
import './global.css'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { BrowserRouter, useRoutes } from 'react-router-dom'
import { refetchContentOnLanguageChange } from '../lib/content-language'
import { seedQueryCache } from '../lib/initial-data'
import { createQueryClient } from '../lib/query-client'
import { cssVariablesResolver, theme } from '../theme'
import { LazyNotifications } from './LazyNotifications'
import { routes } from './router'

const queryClient = createQueryClient()
seedQueryCache(queryClient)
refetchContentOnLanguageChange(queryClient)

function AppRoutes() {
  return useRoutes(routes)
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <LazyNotifications />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </MantineProvider>
    </QueryClientProvider>
  )
}
