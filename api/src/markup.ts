const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as it must be written inside XML or HTML, in an element or a quoted attribute. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
