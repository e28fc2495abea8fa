import './mantine-public-styles'
import './global.css'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router-dom'
import { seedQueryCache } from '../lib/initial-data'
import { createQueryClient } from '../lib/query-client'
import { cssVariablesResolver, theme } from '../theme'
import { LazyNotifications } from './LazyNotifications'
import { router } from './router'

const queryClient = createQueryClient()
seedQueryCache(queryClient)

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <LazyNotifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>
  )
}
