import {
  normalizePatients,
  normalizeServiceRating,
  SERVICE_DEFAULT_PATIENTS,
  SERVICE_DEFAULT_RATING,
  type Service,
  type ServiceFields,
  type Translations,
} from '@labsite/shared'
import { withoutEmptyEntries } from '../../components/ListField'

/** The service form as typed: numbers may be '' or text until saved (non-numeric → 0). */
export interface ServiceFormValues {
  title: string
  category: string
  description: string
  detailedDescription: string
  /** The price in the Global tab's currency; '' = price on request. */
  amount: number | string
  duration: string
  rating: number | string
  patients: number | string
  testsCount: number | string
  isPopular: boolean
  image: string
  imageAlt: string
  features: string[]
  requirements: string[]
  additionalImages: string[]
  preparation: string
  /** The Hindi beside the English, sent as it is. */
  i18n: Translations
}

export const EMPTY_SERVICE_FORM: ServiceFormValues = {
  title: '',
  category: '',
  description: '',
  detailedDescription: '',
  amount: '',
  duration: '',
  rating: SERVICE_DEFAULT_RATING,
  patients: SERVICE_DEFAULT_PATIENTS,
  testsCount: 0,
  isPopular: false,
  image: '',
  imageAlt: '',
  features: [''],
  requirements: [''],
  additionalImages: [''],
  preparation: '',
  i18n: {},
}

/** What the amount field holds as the API takes it: a number, or null (empty) for price on request. */
const amountOf = (value: number | string): number | null => {
  if (typeof value === 'number') return value
  const text = value.trim()
  return text === '' ? null : Number(text)
}

const orOneEmpty = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? [...values] : ['']

/** The form filled from a stored service (or from the other person's version after a conflict). */
export function formValuesOf(service: Partial<Service>): ServiceFormValues {
  return {
    title: service.title ?? '',
    category: service.category ?? '',
    description: service.description ?? '',
    detailedDescription: service.detailedDescription ?? '',
    amount: service.amount ?? '',
    duration: service.duration ?? '',
    rating: service.rating ?? SERVICE_DEFAULT_RATING,
    patients: service.patients ?? SERVICE_DEFAULT_PATIENTS,
    testsCount: service.testsCount ?? 0,
    isPopular: service.isPopular ?? false,
    image: service.image ?? '',
    imageAlt: service.imageAlt ?? '',
    features: orOneEmpty(service.features),
    requirements: orOneEmpty(service.requirements),
    additionalImages: orOneEmpty(service.additionalImages),
    preparation: service.preparation ?? '',
    i18n: service.i18n ?? {},
  }
}

/** The JSON body POST/PUT /service takes: trimmed text, numbers per shared/src/rules.ts, empty list entries dropped. */
export function serviceBodyOf(values: ServiceFormValues): ServiceFields {
  return {
    title: values.title.trim(),
    category: values.category.trim(),
    description: values.description.trim(),
    detailedDescription: values.detailedDescription.trim(),
    // The display text is derived by the server from the amount.
    amount: amountOf(values.amount),
    price: '',
    duration: values.duration.trim(),
    rating: normalizeServiceRating(values.rating === '' ? 0 : values.rating),
    patients: normalizePatients(values.patients),
    testsCount: normalizePatients(values.testsCount),
    isPopular: values.isPopular,
    image: values.image.trim(),
    imageAlt: values.imageAlt.trim(),
    features: withoutEmptyEntries(values.features),
    requirements: withoutEmptyEntries(values.requirements),
    additionalImages: withoutEmptyEntries(values.additionalImages),
    preparation: values.preparation.trim(),
    i18n: values.i18n,
  }
}
