import { describe, expect, it } from 'vitest'
import { heroText } from './hero-texts'
import { PAGE_TEXTS_HI } from './page-texts-hi'

describe('heroText', () => {
  const own = PAGE_TEXTS_HI.hero.heroHeading
  it('shows the app’s own text when the banner still holds the built-in English default', () => {
    expect(heroText('Test and you can Trust', 'heroHeading', own)).toBe(own)
    expect(heroText('  Book a Package ', 'bookPackage', 'पैकेज बुक करें')).toBe('पैकेज बुक करें')
  })
  it('shows the app’s own text when the banner says nothing', () => {
    expect(heroText('', 'viewAllPackages', 'सभी पैकेज देखें')).toBe('सभी पैकेज देखें')
    expect(heroText(undefined, 'heroHeading', own)).toBe(own)
  })
  it('shows what staff wrote (or its translation) over the app’s text', () => {
    expect(heroText('Health checks at home', 'heroHeading', own)).toBe('Health checks at home')
    expect(heroText('घर पर जाँच', 'heroHeading', own)).toBe('घर पर जाँच')
  })
})
