import type { PincodeAnswer, SlotsAnswer } from '@labsite/shared'
import { api } from '../../../lib/api-client'

/** GET /api/slots?date=: the day's time slots with the places left. */
export const getSlots = (date: string) => api.get('slots', { searchParams: { date } }).json<SlotsAnswer>()

/** GET /api/pincodes/{code}: whether the lab collects at home there. */
export const checkPincode = (code: string) => api.get(`pincodes/${code}`).json<PincodeAnswer>()
