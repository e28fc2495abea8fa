import type { RevokedTokensRepository } from '../auth/revoked-tokens-repository'
import type { UsersRepository } from '../users/users-repository'
import type { StreamSession } from './event-streams'

/** How often the open streams' sessions are checked: "within a second" of a logout or demotion. */
export const SESSION_CHECK_MS = 1_000

/**
 * Which of `sessions` have ended: the user is gone or no longer staff, their token version moved on
 * (password change, "log out everywhere", a role change), or this token was logged out. One query for
 * all of this process's streams.
 */
export async function endedSessions(
  repositories: { users: UsersRepository; revokedTokens: RevokedTokensRepository },
  sessions: readonly StreamSession[],
): Promise<(session: StreamSession) => boolean> {
  const userIds = [...new Set(sessions.map((session) => session.userId))]
  const tokenIds = sessions.map((session) => session.tokenId).filter((id): id is string => id !== null)
  const [users, revoked] = await Promise.all([
    repositories.users.tokenVersionsOf(userIds),
    repositories.revokedTokens.revokedAmong(tokenIds),
  ])
  const current = new Map(users.map((user) => [user.id as string, user]))
  const revokedIds = new Set<string>(revoked)
  return (session) => {
    const user = current.get(session.userId)
    return (
      !user ||
      user.role === 'visitor' ||
      user.token_version !== session.tokenVersion ||
      (session.tokenId !== null && revokedIds.has(session.tokenId))
    )
  }
}
