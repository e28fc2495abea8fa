import type { Offer } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const getOffers = () => api.get('offers').json<Offer[]>()

export const useOffers = () => useQuery({ queryKey: ['offers'], queryFn: getOffers })
