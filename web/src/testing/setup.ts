import { startI18n } from '../i18n'
import '@testing-library/jest-dom/vitest'

// Mantine reads these browser APIs that jsdom does not implement.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// Mantine's combobox scrolls the chosen option into view after a timeout; jsdom has no layout to scroll.
Element.prototype.scrollIntoView ??= () => {}

// Mantine's autosize textarea waits on document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { ready: Promise.resolve(), addEventListener() {}, removeEventListener() {} },
  })
}

// Components read their words from the catalogues; tests see the English ones.
await startI18n('en')
