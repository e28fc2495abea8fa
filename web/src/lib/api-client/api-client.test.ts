import { MESSAGES } from '@labsite/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, createApiClient, NetworkError, sendAdminWrite } from './index'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

function clientAnswering(answer: (request: Request) => Response | Promise<Response>, token?: string) {
  const requests: Request[] = []
  const onUnauthorized = vi.fn()
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    requests.push(request)
    return answer(request)
  })
  const client = createApiClient({
    prefixUrl: 'http://lab.test/api',
    token: () => token ?? null,
    onUnauthorized,
    fetch: () => fetchMock as typeof fetch,
  })
  return { client, requests, onUnauthorized }
}

afterEach(() => vi.restoreAllMocks())

describe('the API client', () => {
  it('turns an error answer into one ApiError with the status, the server message and the body', async () => {
    const body = {
      statusCode: 412,
      error: 'Precondition Failed',
      message: 'Changed meanwhile',
      current: { v: 2 },
    }
    const { client } = clientAnswering(() => json(412, body))
    const error = await client
      .get('service/1')
      .json()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 412, message: 'Changed meanwhile', body })
  })

  it('says the status when the error body is not the API error shape', async () => {
    const { client } = clientAnswering(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    const error = await client.get('health').catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 502, message: 'Request failed with status 502', body: null })
  })

  it('reports no answer at all as a NetworkError (status 0): online, the server is restarting; offline, the connection', async () => {
    const { client } = clientAnswering(() => {
      throw new TypeError('Failed to fetch')
    })
    const error = await client.get('health').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect(error).toMatchObject({ status: 0, message: MESSAGES.serverRestarting })
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      const offline = await client.get('health').catch((e: unknown) => e)
      expect(offline).toMatchObject({ status: 0, message: MESSAGES.noResponse })
    } finally {
      online.mockRestore()
    }
  })

  it('sends the session token, and ends the session only when the API refuses that token', async () => {
    const signedIn = clientAnswering(() => json(401, { message: 'Session expired' }), 'abc')
    await signedIn.client.get('user/me').catch(() => {})
    expect(signedIn.requests[0].headers.get('authorization')).toBe('Bearer abc')
    expect(signedIn.onUnauthorized).toHaveBeenCalledTimes(1)

    // A wrong password is a 401 too, but no token was sent: nothing to end.
    const signedOut = clientAnswering(() => json(401, { message: MESSAGES.invalidCredentials }))
    const error = await signedOut.client.post('user/login', { json: {} }).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 401, message: MESSAGES.invalidCredentials })
    expect(signedOut.onUnauthorized).not.toHaveBeenCalled()
  })
})

describe('sendAdminWrite', () => {
  it('sends the write with the staff token, If-Match and Idempotency-Key, and answers the JSON body', async () => {
    const { client, requests } = clientAnswering(() => json(200, { _id: 's1', version: 4 }))
    const answer = await sendAdminWrite(
      client,
      {
        method: 'PUT',
        path: 'service/s1',
        json: { title: 'T' },
        ifMatch: 3,
        idempotencyKey: 'k1',
        label: 'x',
      },
      'staff-token',
    )
    expect(answer).toEqual({ _id: 's1', version: 4 })
    const sent = requests[0]
    expect(sent.method).toBe('PUT')
    expect(sent.url).toBe('http://lab.test/api/service/s1')
    expect(sent.headers.get('authorization')).toBe('Bearer staff-token')
    expect(sent.headers.get('if-match')).toBe('"3"')
    expect(sent.headers.get('idempotency-key')).toBe('k1')
    expect(await sent.json()).toEqual({ title: 'T' })
  })

  it('answers null for an empty body (204)', async () => {
    const { client } = clientAnswering(() => new Response(null, { status: 204 }))
    await expect(
      sendAdminWrite(client, { method: 'DELETE', path: 'menu/m1', label: 'x' }, 'staff-token'),
    ).resolves.toBeNull()
  })
})
