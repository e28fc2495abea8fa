import type { StaffEvent } from '@labsite/shared'
import type { PreferencesService } from './preferences'

/** What a native notification says; the click opens the record in the console. */
export interface AlertNotification {
  title: string
  body: string
  silent: boolean
  onClick(): void
}

export interface OpenRecord {
  resource: string
  id: string
}

const WHAT_IS_NEW: Record<string, string> = {
  booking: 'New booking',
  'contact-message': 'New message',
  referral: 'New referral',
}

/** "New booking: Priya S. — Thyroid profile" for a new enquiry; nothing for any other change. */
export function alertText(event: StaffEvent): { title: string; body: string } | null {
  const label = WHAT_IS_NEW[event.resource]
  if (!label || event.kind !== 'created' || !event.id) return null
  if (!event.notice) return { title: label, body: 'Open the console to see it.' }
  const what = event.notice.what ? ` — ${event.notice.what}` : ''
  return { title: `${label}: ${event.notice.who}${what}`, body: 'Click to open it in Aarogya Console.' }
}

/** Changes after which the number of new (unhandled) enquiries may differ. */
const COUNTED_RESOURCES = new Set(['booking', 'contact-message'])

export interface FrontDeskAlertsDeps {
  preferences: PreferencesService
  showNotification(notification: AlertNotification): void
  /** Focus the console window and tell the renderer which record to open. */
  openRecord(target: OpenRecord): void
  /** New bookings and messages nobody has handled yet (status "new" on the server). */
  countUnhandled(): Promise<number>
  /** The dock / taskbar badge (0 removes it). */
  setBadgeCount(count: number): void
  /** Redraw the tray icon's tooltip and menu. */
  onStateChange(state: FrontDeskState): void
  onError?(error: unknown): void
}

export interface FrontDeskState {
  unhandled: number
  muted: boolean
}

/**
 * The front desk's alerts: a notification per new booking or message (unless muted), and the count
 * of unhandled enquiries on the tray and the dock/taskbar badge, recounted from the server whenever
 * an enquiry changes anywhere (so one colleague handling a booking clears it for everyone).
 */
export function createFrontDeskAlerts(deps: FrontDeskAlertsDeps) {
  let unhandled = 0
  let counting: Promise<void> | null = null
  let countAgain = false

  const state = (): FrontDeskState => ({ unhandled, muted: deps.preferences.get().muteAlerts })
  const publish = () => {
    deps.setBadgeCount(unhandled)
    deps.onStateChange(state())
  }

  /** One count at a time; a request during a count gets one more count after it. */
  function recount(): Promise<void> {
    if (counting) {
      countAgain = true
      return counting
    }
    counting = (async () => {
      do {
        countAgain = false
        try {
          unhandled = await deps.countUnhandled()
          publish()
        } catch (error) {
          deps.onError?.(error)
        }
      } while (countAgain)
      counting = null
    })()
    return counting
  }

  return {
    state,
    recount,
    handle(event: StaffEvent) {
      const text = alertText(event)
      if (text && event.id && !deps.preferences.get().muteAlerts) {
        const target = { resource: event.resource, id: event.id }
        deps.showNotification({ ...text, silent: false, onClick: () => deps.openRecord(target) })
      }
      if (COUNTED_RESOURCES.has(event.resource)) void recount()
    },
    setMuted(muted: boolean) {
      deps.preferences.set({ muteAlerts: muted })
      publish()
    },
    /** Signed out: no count to show. */
    clear() {
      unhandled = 0
      publish()
    },
  }
}

export type FrontDeskAlerts = ReturnType<typeof createFrontDeskAlerts>

/** The server's count of enquiries in status "new", from each list's X-Total-Count header. */
export async function countNewEnquiries(
  fetchFn: typeof fetch,
  serverUrl: string,
  token: string,
): Promise<number> {
  const counts = await Promise.all(
    ['content/consultations', 'contact'].map(async (list) => {
      const answer = await fetchFn(`${serverUrl}/api/${list}?status=new&limit=1`, {
        headers: { authorization: `Bearer ${token}` },
        cache: 'no-store',
        // Never waits on a hung server for longer than the page would.
        signal: AbortSignal.timeout(15_000),
      })
      if (!answer.ok) throw new Error(`Counting new enquiries: the server answered ${answer.status}`)
      return Number(answer.headers.get('x-total-count') ?? 0)
    }),
  )
  return counts.reduce((sum, count) => sum + count, 0)
}
