import { PUBLIC_READS, type Slider } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { getRead } from '../../../lib/api-client'

/** The admin's Sliders: the promotions carousel of the offers page, in their order. */
export const getSliders = () => getRead<Slider[]>(PUBLIC_READS.sliders)

export const useSliders = () => useQuery({ queryKey: PUBLIC_READS.sliders.key, queryFn: getSliders })
