import { Box, Center, Loader } from '@mantine/core'
import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

export function PublicLayout() {
  return (
    <>
      <SiteHeader />
      <Box component="main" id="main" mih="60vh">
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label="Loading" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </>
  )
}
