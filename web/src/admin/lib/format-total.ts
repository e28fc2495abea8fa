/**
 * A list's match count as staff read it: "1,234", or "10,000+" when the server stopped counting at its
 * cap (X-Total-Count-Capped) because counting every one of 100,000 bookings per page costs too much.
 */
export const formatTotal = (total: number, capped: boolean) =>
  `${total.toLocaleString('en-US')}${capped ? '+' : ''}`
