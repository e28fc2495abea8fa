import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
import { PageSeoSection } from './PageSeoSection'

const settings = {
  websiteName: 'Sehat Labs',
  logoUrl: '/uploads/media/logo.webp',
  bannerUrl: '',
  favicon: '',
}

describe('Settings → SEO', () => {
  it("shows each page's automatic values as placeholders and saves only what was filled in, Hindi under i18n", async () => {
    stubGetRoutes({ 'page-seo': { pages: { blog: { title: 'Health tips and news' } } } })
    const { platform, writes } = createTestPlatform()
    renderAdmin(<PageSeoSection canEdit settings={settings} />, { platform })

    fireEvent.click(await screen.findByRole('button', { name: 'Special Offers (/offers)' }))
    const panel = await screen.findByRole('region', { name: 'Special Offers (/offers)' })
    const title = within(panel).getByLabelText('Title (English)')
    expect(title).toHaveAttribute('placeholder', 'Special Offers | Sehat Labs')
    expect(within(panel).getByLabelText('Description (English)')).toHaveAttribute(
      'placeholder',
      'Sehat Labs Your Health Partner',
    )
    expect(within(panel).getByLabelText('Title (Hindi)')).toHaveAttribute(
      'placeholder',
      'खास ऑफ़र | Sehat Labs',
    )

    fireEvent.change(title, { target: { value: 'Lab test offers' } })
    fireEvent.change(within(panel).getByLabelText('Title (Hindi)'), { target: { value: 'लैब टेस्ट ऑफ़र' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save SEO' }))

    expect(await screen.findByText('Page SEO updated')).toBeInTheDocument()
    expect(writes).toHaveLength(1)
    expect(writes[0]).toMatchObject({ method: 'PUT', path: 'page-seo' })
    expect(writes[0].json).toEqual({
      pages: {
        blog: { title: 'Health tips and news' },
        offers: { title: 'Lab test offers', i18n: { hi: { title: 'लैब टेस्ट ऑफ़र' } } },
      },
    })
  })

  it('staff read the values but cannot change them', async () => {
    stubGetRoutes({ 'page-seo': { pages: { offers: { title: 'Lab test offers' } } } })
    renderAdmin(<PageSeoSection canEdit={false} settings={settings} />, {
      platform: createTestPlatform().platform,
      user: TEST_STAFF,
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Special Offers (/offers)' }))
    const panel = await screen.findByRole('region', { name: 'Special Offers (/offers)' })
    expect(within(panel).getByLabelText('Title (English)')).toHaveValue('Lab test offers')
    expect(within(panel).getByLabelText('Title (English)')).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save SEO' })).toBeNull()
  })
})
