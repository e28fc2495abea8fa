import { type Offer, PUBLIC_READS } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { getRead } from '../../../lib/api-client'

export const getOffers = () => getRead<Offer[]>(PUBLIC_READS.offers)

export const useOffers = () => useQuery({ queryKey: PUBLIC_READS.offers.key, queryFn: getOffers })
