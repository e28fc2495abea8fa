/**
 * Mantine draws input descriptions in its 'dimmed' grey (#868e96, 3.3:1 on white): too faint for
 * AA contrast, so the admin's hints use a darker grey.
 */
export const READABLE_DESCRIPTION = { description: { color: 'var(--mantine-color-gray-7)' } } as const
