import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestPlatform, renderAdmin } from '../testing/render-admin'
import { ImageField } from './ImageField'

/**
 * The platform's upload transport as the console's behaves: the bytes leave the page at once, and
 * the progress arrives later from main's relay (here: from the test, in its place).
 */
function consoleLikeTransport() {
  let report: (fraction: number) => void = () => {}
  let answer: (response: Response) => void = () => {}
  const sent: Request[] = []
  return {
    transport: (onProgress: (fraction: number) => void) => {
      report = onProgress
      return async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(input instanceof Request ? input : new Request(input, init))
        return new Promise<Response>((resolve) => {
          answer = resolve
        })
      }
    },
    sent,
    relayReports: (fraction: number) => act(() => report(fraction)),
    serverAnswers: (json: unknown) =>
      act(() =>
        answer(Response.json(json, { status: 201, headers: { 'content-type': 'application/json' } })),
      ),
  }
}

describe('upload progress', () => {
  it("in the console, the bar shows the relay's progress, not the page's hand-over to main", async () => {
    const relay = consoleLikeTransport()
    const { platform } = createTestPlatform()
    const picture = new File([new Uint8Array(2048)], 'lab-front.jpg', { type: 'image/jpeg' })
    let value = ''
    renderAdmin(
      <ImageField
        label="Image"
        value={value}
        onChange={(url) => {
          value = url
        }}
      />,
      {
        platform: {
          ...platform,
          kind: 'desktop',
          uploadTransport: relay.transport,
          pickFiles: async () => [picture],
        },
      },
    )

    fireEvent.click(screen.getByRole('button', { name: 'Upload' }))
    const bar = await screen.findByRole('progressbar', { name: 'Uploading Image' })
    expect(bar).toHaveAttribute('aria-valuenow', '0')
    expect(relay.sent.map((request) => new URL(request.url).pathname)).toEqual(['/api/uploads'])

    relay.relayReports(0.4)
    expect(screen.getByRole('progressbar', { name: 'Uploading Image' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    )
    relay.relayReports(0.85)
    expect(screen.getByRole('progressbar', { name: 'Uploading Image' })).toHaveAttribute(
      'aria-valuenow',
      '85',
    )

    await relay.serverAnswers({ url: '/uploads/lab-front-1200.webp' })
    expect(screen.queryByRole('progressbar', { name: 'Uploading Image' })).not.toBeInTheDocument()
    expect(value).toBe('/uploads/lab-front-1200.webp')
  })
})
