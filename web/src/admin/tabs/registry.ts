import type { Role } from '@labsite/shared'
import { type ComponentType, lazy } from 'react'

export interface AdminTab {
  id: string
  label: string
  /** The least role that sees the tab (staff see enquiries and a read-only catalogue). */
  minRole: Extract<Role, 'staff' | 'admin'>
  Component: ComponentType
}

/** Every tab of the admin panel, in display order; each loads on first open. The id is its URL segment. */
export const ADMIN_TABS: AdminTab[] = [
  {
    id: 'services',
    label: 'Services',
    minRole: 'staff',
    Component: lazy(() => import('./services/ServicesTab')),
  },
  {
    id: 'blood-tests',
    label: 'Blood Tests',
    minRole: 'staff',
    Component: lazy(() => import('./blood-tests/BloodTestsTab')),
  },
  { id: 'offers', label: 'Offers', minRole: 'staff', Component: lazy(() => import('./offers/OffersTab')) },
  {
    id: 'thyroid-packages',
    label: 'Thyroid Packages',
    minRole: 'staff',
    Component: lazy(() => import('./thyroid-packages/ThyroidPackagesTab')),
  },
  {
    id: 'contact-info',
    label: 'Contact Info',
    minRole: 'staff',
    Component: lazy(() => import('./business-contact/BusinessContactTab')),
  },
  { id: 'menu', label: 'Menu', minRole: 'staff', Component: lazy(() => import('./menu/MenuTab')) },
  {
    id: 'backgrounds',
    label: 'Backgrounds',
    minRole: 'staff',
    Component: lazy(() => import('./backgrounds/BackgroundsTab')),
  },
  {
    id: 'sliders',
    label: 'Sliders',
    minRole: 'staff',
    Component: lazy(() => import('./sliders/SlidersTab')),
  },
  { id: 'media', label: 'Media', minRole: 'staff', Component: lazy(() => import('./media/MediaTab')) },
  {
    id: 'content',
    label: 'Content',
    minRole: 'staff',
    Component: lazy(() => import('./content/ContentTab')),
  },
  {
    id: 'settings',
    label: 'Settings',
    minRole: 'staff',
    Component: lazy(() => import('./settings/SettingsTab')),
  },
  { id: 'global', label: 'Global', minRole: 'staff', Component: lazy(() => import('./global/GlobalTab')) },
  {
    id: 'translations',
    label: 'Translations',
    minRole: 'staff',
    Component: lazy(() => import('./translations/TranslationsTab')),
  },
  {
    id: 'consultations',
    label: 'Consultations',
    minRole: 'staff',
    Component: lazy(() => import('./bookings/BookingsTab')),
  },
  {
    id: 'day-end',
    label: 'Day-end',
    minRole: 'staff',
    Component: lazy(() => import('./day-end/DayEndTab')),
  },
  {
    id: 'invoices',
    label: 'Invoices',
    minRole: 'staff',
    Component: lazy(() => import('./invoices/InvoicesTab')),
  },
  {
    id: 'today',
    label: 'Today',
    minRole: 'staff',
    Component: lazy(() => import('./today/TodayTab')),
  },
  {
    id: 'booking-calendar',
    label: 'Booking calendar',
    minRole: 'staff',
    Component: lazy(() => import('./booking-calendar/BookingCalendarTab')),
  },
  {
    id: 'referrals',
    label: 'Referrals',
    minRole: 'staff',
    Component: lazy(() => import('./referrals/ReferralsTab')),
  },
  {
    id: 'messages',
    label: 'Messages',
    minRole: 'staff',
    Component: lazy(() => import('./messages/MessagesTab')),
  },
  { id: 'audit', label: 'Audit', minRole: 'admin', Component: lazy(() => import('./audit/AuditTab')) },
  { id: 'mail', label: 'Mail', minRole: 'admin', Component: lazy(() => import('./mail/MailTab')) },
  {
    id: 'privacy',
    label: 'Privacy',
    minRole: 'admin',
    Component: lazy(() => import('./privacy/PrivacyTab')),
  },
]

export const DEFAULT_TAB_ID = 'services'
