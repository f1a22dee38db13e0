import { breakpoints, colors, company, layout } from '@lux/shared';

/**
 * What still works when the page's scripts have not run: reading, every link, the enquiry form (posted
 * without them) and the phone. Part of the page as the server sends it, after the app's root, so no
 * script of the app carries it and hydration never touches it: hidden while scripts run, shown by the
 * browser when they are off (the hidden attribute's own rule is the browser's, which the page's styles
 * win over), and by the early-events script (holdEarlyEvents.js, by its attribute) when a press it held
 * has waited 10 s for an app that has not come. Kept at the foot of the window, after the footer once
 * scrolled to.
 */
const note = `<p role="status" hidden data-without-app-note>Scripts have not run on this page, so its menus and search will not open. The links at its foot lead everywhere, and the <a href="/enquire">enquiry form</a> still sends; or call <a href="${company.phone.href}">${company.phone.display}</a>.</p>`;

const style = `<style>
[data-without-app-note] { position: sticky; bottom: 0; z-index: 40; margin: 0; padding: 14px ${layout.gutter};
  border-top: 1px solid ${colors.goldLight}; background: ${colors.ink}; color: ${colors.ivory};
  font-size: 0.85rem; line-height: 1.55; text-align: center; }
[data-without-app-note] a { color: ${colors.white}; text-underline-offset: 3px; }
@media (min-width: ${breakpoints.sm}px) { [data-without-app-note] { font-size: 0.9rem; } }
@media (scripting: none) { [data-without-app-note] { display: block; } }
</style>`;

export const withoutAppNote = { note, style: style.replace(/\s*\n\s*/g, ' ') };
