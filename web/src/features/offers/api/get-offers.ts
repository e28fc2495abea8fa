import type { Offer } from '@labsite/shared'
import { api } from '../../../lib/api-client'
import { useApiQuery } from '../../../lib/use-api-query'

export const getOffers = () => api.get('offers').json<Offer[]>()

export const useOffers = () => useApiQuery('offers', getOffers)
