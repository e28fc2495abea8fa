import { createContext, type ReactNode, useContext } from 'react'
import type { PlatformServices } from './platform-services'

const PlatformContext = createContext<PlatformServices | null>(null)

export function PlatformProvider({
  services,
  children,
}: {
  services: PlatformServices
  children: ReactNode
}) {
  return <PlatformContext.Provider value={services}>{children}</PlatformContext.Provider>
}

/** The platform's services; throws outside a PlatformProvider so a missing provider is found at once. */
export function usePlatform(): PlatformServices {
  const services = useContext(PlatformContext)
  if (!services) throw new Error('usePlatform must be used within a PlatformProvider')
  return services
}
