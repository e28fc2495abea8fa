/** The most writes the queue keeps (README, desktop section): past it staff are told to reconnect first. */
export const MAX_QUEUED_WRITES = 1_000
/** The most bytes of images picked offline the queue keeps (README, desktop section). */
export const MAX_QUEUED_FILE_BYTES = 200 * 1024 * 1024

/**
 * How long the server remembers an Idempotency-Key (server/src/plugins/idempotency.ts: 24 h), less
 * an hour's margin for clocks: a create interrupted longer ago than this is not resent blindly.
 */
export const CREATE_KEY_LIFETIME_MS = 23 * 60 * 60 * 1000

/**
 * An image picked offline that no write has named after this long belongs to a form that was closed
 * without saving: it leaves the shelf (and stops counting against MAX_QUEUED_FILE_BYTES).
 */
export const ORPHANED_FILE_LIFETIME_MS = 24 * 60 * 60 * 1000
/** How many version steps the queue remembers (a form is not left open across more edits than this). */
export const MAX_VERSION_STEPS = 200
/** How many walk-ins' local → server references the queue remembers (a day at a busy desk). */
export const MAX_KEPT_REFERENCES = 500
