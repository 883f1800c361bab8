/** Normalised as stored: trimmed and lower-cased, so one reader is one record (and one key). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
