import { describe, expect, it } from 'vitest'
import { editDistance, fuzzyFilter, fuzzyScore, normalizeForSearch } from './fuzzy-match'

const TESTS = [
  'Complete Blood Count (CBC)',
  'HbA1c',
  'Thyroid Stimulating Hormone (TSH)',
  'Vitamin D (25-OH)',
  'Vitamin B12',
  'Lipid Profile',
  'थायरॉइड प्रोफ़ाइल टोटल',
  'विटामिन डी (25-OH)',
]
const find = (query: string) => fuzzyFilter(TESTS, query, (name) => [name])

describe('fuzzy catalogue search', () => {
  it('finds a test whatever the case of its abbreviation', () => {
    expect(find('hba1c')).toEqual(['HbA1c'])
    expect(find('cbc')).toEqual(['Complete Blood Count (CBC)'])
  })

  it('forgives a swapped or wrong letter', () => {
    expect(find('thyriod')).toEqual(['Thyroid Stimulating Hormone (TSH)'])
    expect(find('lipd profle')).toEqual(['Lipid Profile'])
  })

  it('reads word starts: "vit d" is vitamin D, not B12', () => {
    expect(find('vit d')).toEqual(['Vitamin D (25-OH)'])
    expect(find('vit')).toEqual(['Vitamin D (25-OH)', 'Vitamin B12'])
  })

  it('matches Hindi names, with or without the nukta', () => {
    expect(find('थायरॉइड')).toEqual(['थायरॉइड प्रोफ़ाइल टोटल'])
    expect(find('प्रोफाइल')).toEqual(['थायरॉइड प्रोफ़ाइल टोटल'])
    expect(find('विटामिन')).toEqual(['विटामिन डी (25-OH)'])
  })

  it('puts an exact match before a near one and finds nothing for unrelated words', () => {
    expect(fuzzyScore('vitamin', ['Vitamin B12'])).toBeGreaterThan(fuzzyScore('vitamn', ['Vitamin B12']))
    expect(find('xray')).toEqual([])
    expect(find('   ')).toEqual([])
  })

  it('counts a neighbour swap as one edit and stops counting past the limit', () => {
    expect(editDistance('thyriod', 'thyroid', 2)).toBe(1)
    expect(editDistance('kidney', 'liver', 1)).toBe(2)
    expect(normalizeForSearch('Vitamin D (25-OH)')).toBe('vitamin d 25 oh')
  })
})
