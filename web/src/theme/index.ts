import {
  type BadgeProps,
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  type LoaderProps,
  type MantineColorsTuple,
  type NativeSelectProps,
  type NotificationProps,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core'

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

/**
 * Light and outline variants (badges, light buttons) draw their text in the darkest shade of the
 * colour's family, on its palest tint for "light": whatever shade a component names ("teal.9",
 * "gray.8"), text and background never come out as the same colour, and every pair is ≥ 4.5:1
 * (the e2e suite measures each badge). Filled variants pick black or white text (autoContrast).
 */
const readableVariants: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input)
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme })
  if (!parsed.isThemeColor || parsed.color === 'dark') return base
  const family = input.theme.colors[parsed.color]
  const ink = parsed.color === 'yellow' || parsed.color === 'lime' ? input.theme.colors.dark[9] : family[9]
  if (input.variant === 'light') {
    return { ...base, background: family[0], hover: family[1], color: ink, border: `1px solid ${family[1]}` }
  }
  if (input.variant === 'outline') {
    return { ...base, color: ink, border: `1px solid ${ink}`, hoverColor: ink }
  }
  return base
}

export const theme = createTheme({
  colors: { teal: brandTeal },
  primaryColor: 'teal',
  primaryShade: 8,
  autoContrast: true,
  variantColorResolver: readableVariants,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  defaultRadius: 'md',
  // Plain objects rather than `Loader.extend(…)`: `extend` only returns its argument, and naming the
  // components here would put their code (inputs, close button) into every page's start-up script.
  components: {
    // A dialog's or drawer's title bar is Mantine's <header>: a second "banner" landmark beside the
    // page's own. It is a title bar, not a landmark, so it takes no role.
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
    Drawer: { defaultProps: { attributes: { header: { role: 'none' } } } },
    // A spinner is named ("Loading site settings"): a name needs a role, and a loading notice is a status.
    Loader: { defaultProps: { role: 'status' } satisfies Partial<LoaderProps> },
    // Toasts: a named close button and body text dark enough for AA contrast.
    Notification: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close notification' },
      } satisfies Partial<NotificationProps>,
      styles: { description: { color: 'var(--mantine-color-dark-7)' } },
    },
    // A badge (a category such as "HEMATOLOGY") is never cut: it keeps its width beside a title and
    // wraps onto a second line only when it is wider than its whole container.
    Badge: {
      styles: {
        root: { flexShrink: 0, maxWidth: '100%', height: 'auto', minHeight: 'var(--badge-height)' },
        label: { overflow: 'visible', textOverflow: 'clip', whiteSpace: 'normal', lineHeight: 1.35 },
      } satisfies BadgeProps['styles'],
    },
    // A select is as wide as its longest option, even in a narrow table cell ("contacted", not "co").
    NativeSelect: {
      styles: {
        root: { minWidth: 'max-content' },
        input: { minWidth: 'max-content' },
      } satisfies NativeSelectProps['styles'],
    },
  },
})

/**
 * Mantine's default error red (red 6) is 3.3:1 on white; red 9 passes AA for field errors. Its dimmed
 * grey (gray 6, field descriptions and hints) is as faint: gray 7 passes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {},
})
