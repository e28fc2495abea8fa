import { describe, expect, it } from 'vitest'
import { EMPTY_SERVICE_FORM, formValuesOf, serviceBodyOf } from './service-form-values'

describe('serviceBodyOf', () => {
  it('drops empty list entries and trims text', () => {
    const body = serviceBodyOf({
      ...EMPTY_SERVICE_FORM,
      title: '  Thyroid Profile ',
      features: ['T3', '', '  ', 'T4'],
      requirements: [''],
      additionalImages: ['/uploads/a.jpg', ''],
    })
    expect(body.title).toBe('Thyroid Profile')
    expect(body.features).toEqual(['T3', 'T4'])
    expect(body.requirements).toEqual([])
    expect(body.additionalImages).toEqual(['/uploads/a.jpg'])
  })

  it('turns non-numeric numbers into 0, keeps rating to one decimal and patients whole', () => {
    expect(
      serviceBodyOf({ ...EMPTY_SERVICE_FORM, rating: 'abc', patients: 'many', testsCount: '' }),
    ).toMatchObject({
      rating: 0,
      patients: 0,
      testsCount: 0,
    })
    expect(serviceBodyOf({ ...EMPTY_SERVICE_FORM, rating: 4.26, patients: 12.7 })).toMatchObject({
      rating: 4.3,
      patients: 12,
    })
  })

  it('an edited service keeps one empty entry to type into when its lists are empty', () => {
    expect(formValuesOf({ title: 'X', features: [] }).features).toEqual([''])
  })
})
