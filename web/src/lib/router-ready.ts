/** Resolves once the router has loaded the lazy route of the current address, so the first render is the page. */
export function routerReady(router: {
  state: { initialized: boolean }
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void
}): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}
