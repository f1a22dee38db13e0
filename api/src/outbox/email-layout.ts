import { company } from '@lux/shared/company';
import { colors, fonts } from '@lux/shared/theme';
import { escapeMarkup } from '../markup';

/** Filled into a compiled layout: each value is HTML already (escape what a visitor typed). */
export type LayoutValues = Record<string, string>;

const token = /\{\{(\w+)\}\}/g;

/**
 * The brand's email frame around `content` (MJML), compiled to HTML once: MJML takes about 10 ms a
 * render, too much per message under a burst of enquiries, so each layout keeps `{{name}}` places that
 * every message fills with its own escaped values. MJML itself is loaded with the first email, not
 * with the API: it takes a second or two to load, which every start (and test) would otherwise wait.
 */
export function emailLayout(content: string): (values: LayoutValues) => Promise<string> {
  let compiled: Promise<string> | undefined;
  return async (values) => {
    compiled ??= import('mjml')
      .then(({ default: mjml2html }) => mjml2html(frame(content), { validationLevel: 'strict' }))
      .then(({ html }) => html);
    return (await compiled).replace(token, (_match, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`The email layout needs a value for {{${name}}}`);
      return value;
    });
  };
}

const frame = (content: string) => `<mjml>
  <mj-head>
    <mj-title>${escapeMarkup(company.name)}</mj-title>
    <mj-attributes>
      <mj-all font-family="${escapeMarkup(fonts.body)}" />
      <mj-text color="${colors.ink}" font-size="16px" line-height="1.6" />
      <mj-table color="${colors.ink}" font-size="15px" line-height="1.5" />
      <mj-button background-color="${colors.gold}" color="${colors.white}" font-size="15px" border-radius="0" />
    </mj-attributes>
    <mj-style>
      th { text-align: left; vertical-align: top; color: ${colors.muted}; font-weight: normal; padding: 6px 12px 6px 0; width: 38%; }
      td { vertical-align: top; padding: 6px 0; }
      a { color: ${colors.gold}; }
    </mj-style>
  </mj-head>
  <mj-body background-color="${colors.ivory}" width="600px">
    <mj-section padding="28px 16px 8px">
      <mj-column>
        <mj-text align="center" font-family="${escapeMarkup(fonts.display)}" font-size="28px" letter-spacing="2px" color="${colors.ink}">${escapeMarkup(company.name)}</mj-text>
        <mj-divider border-color="${colors.goldLight}" border-width="1px" width="80px" />
      </mj-column>
    </mj-section>
    <mj-section background-color="${colors.white}" padding="24px 16px">
      <mj-column>
${content}
      </mj-column>
    </mj-section>
    <mj-section padding="16px">
      <mj-column>
        <mj-text align="center" font-size="13px" color="${colors.muted}">${escapeMarkup(company.name)} · ${company.address.map(escapeMarkup).join(', ')}<br /><a href="${company.phone.href}">${escapeMarkup(company.phone.display)}</a> · <a href="mailto:${company.email}">${company.email}</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

/** Label and value rows of a table, the values HTML already; rows without a value are left out. */
export const tableRows = (rows: [label: string, html: string][]) =>
  rows
    .filter(([, html]) => html !== '')
    .map(([label, html]) => `<tr><th>${escapeMarkup(label)}</th><td>${html}</td></tr>`)
    .join('');
