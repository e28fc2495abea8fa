import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { cssVariablesResolver, theme } from '@labsite/web/theme'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { getBridge } from './bridge'
import { ConsoleApp } from './ConsoleApp'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {/* Bottom right: at the top they covered the status bar (and its last-error line) in the header. */}
      <Notifications position="bottom-right" />
      <ConsoleApp bridge={getBridge()} />
    </MantineProvider>
  </StrictMode>,
)
