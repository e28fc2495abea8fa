import type { Slider } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** The admin's Sliders: the promotions carousel of the offers page, in their order. */
export const getSliders = () => api.get('sliders').json<Slider[]>()

export const useSliders = () => useQuery({ queryKey: ['sliders'], queryFn: getSliders })
