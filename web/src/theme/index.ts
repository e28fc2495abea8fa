import { type CSSVariablesResolver, createTheme, type MantineColorsTuple, Notification } from '@mantine/core'

/**
 * Brand teal, darkened from Mantine's so that the primary shade (8), its hover shade (9) and light-variant text
 * on its tint reach AA contrast: 7.0:1 and more on white.
 */
const brandTeal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#087f5b',
  '#066649',
  '#054d37',
]

export const theme = createTheme({
  colors: { teal: brandTeal },
  primaryColor: 'teal',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  defaultRadius: 'md',
  components: {
    // Toasts: a named close button and body text dark enough for AA contrast.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dark-7)' } },
    }),
  },
})

/** Mantine's default error red (red 6) is 3.3:1 on white; red 9 passes AA for field errors. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
})
