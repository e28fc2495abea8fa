/** Electron's net module as far as main's requests use it. */
export interface NetLike {
  fetch(input: string | Request, init?: RequestInit): Promise<Response>
}

/**
 * `fetch` over Electron's net module, so main's own requests follow the session's proxy and its
 * trusted-certificate rules. net.fetch takes no URL object: one is passed as its text.
 */
export function fetchThroughNet(net: NetLike): typeof fetch {
  return (input, init) => net.fetch(input instanceof URL ? input.href : input, init)
}
