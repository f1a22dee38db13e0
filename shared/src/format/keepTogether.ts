/**
 * A short fact set as one unbreakable run: its spaces become no-break spaces, so '9 Nights / 10 Days'
 * never leaves '/ 10 Days' on a line of its own on a phone. Only for facts a few words long.
 */
export const keepTogether = (fact: string): string => fact.trim().replace(/\s+/g, '\u00a0');
