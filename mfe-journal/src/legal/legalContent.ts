/** One block of a legal page (SPEC 3, "Legal page content"). Paragraphs and list items may carry inline HTML. */
export type LegalBlock =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; html: string }
  | { type: 'list'; items: string[] };

export interface LegalDocument {
  title: string;
  /** One sentence under the title, also the page's meta description. */
  summary: string;
  /** e.g. 'September 2025'; shown above the text when the document carries a date. */
  lastUpdated?: string;
  blocks: LegalBlock[];
}
