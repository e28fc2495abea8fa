import { appendFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { AdminWrite } from '@labsite/shared'
import type { QueueEntry, QueueOwner } from '../shared/ipc-contract'

/** One decision taken on someone else's waiting edit, as the log keeps it (one JSON line). */
export interface QueueDecision {
  at: string
  action: 'discard' | 'keep-mine' | 'take-theirs'
  /** Who decided (signed in on this computer). */
  by: QueueOwner
  /** Whose edit it was (null: kept from a console version that did not record it). */
  owner: QueueOwner | null
  entryId: string
  method: QueueEntry['write']['method']
  /** The API path: record ids only. The write's label and fields are left out, as they can name a patient. */
  path: string
  enqueuedAt: string
}

export interface QueueAuditLog {
  record(decision: QueueDecision): void
}

/**
 * The write that records a decision in the server's audit log (POST /audit/queue-decisions,
 * server/src/routes/audit/queue-decisions.ts). One key per decision: a replay records it once.
 */
export function queueDecisionWrite(decision: QueueDecision): AdminWrite & { idempotencyKey: string } {
  const whose = decision.owner ? `${decision.owner.name}’s` : 'someone else’s'
  const done = {
    discard: 'discarded',
    'keep-mine': 'kept their own over',
    'take-theirs': 'took the server’s over',
  }
  return {
    method: 'POST',
    path: 'audit/queue-decisions',
    json: {
      decision: decision.action,
      entryId: decision.entryId,
      method: decision.method,
      path: decision.path,
      owner: decision.owner,
      enqueuedAt: decision.enqueuedAt,
      decidedAt: decision.at,
    },
    idempotencyKey: `queue-decision-${decision.action}-${decision.entryId}`,
    label: `Audit: ${decision.by.name} ${done[decision.action]} ${whose} waiting edit`,
  }
}

/**
 * Decisions taken on a colleague's waiting edits go to the server's audit log (queueDecisionWrite,
 * sent through the queue) and are also kept in an append-only file in the console's data folder,
 * `queue-decisions.log`, one JSON line each (README, desktop section), which holds them on this
 * computer until the server has them. Lines are only ever appended (`a` flag), and they hold ids,
 * never health data, so the file needs no encryption to be shown to an administrator.
 */
export function createQueueAuditLog(filePath: string): QueueAuditLog {
  return {
    record(decision) {
      mkdirSync(path.dirname(filePath), { recursive: true })
      appendFileSync(filePath, `${JSON.stringify(decision)}\n`, { flag: 'a', mode: 0o600 })
    },
  }
}

/** A log in memory (tests, the renderer's stand-in bridge). */
export function createMemoryQueueAuditLog(): QueueAuditLog & { decisions: QueueDecision[] } {
  const decisions: QueueDecision[] = []
  return { decisions, record: (decision) => void decisions.push(decision) }
}
