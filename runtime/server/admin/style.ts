// The admin's one style sheet, served as a file (its policy allows no inline style or script): the
// site's colours, readable on a 375 px phone, a visible focus, light and dark.
import { fontFamily, palettes } from "../../foundation/theme/tokens.ts";

const { light, dark } = palettes;

export const adminStyle = `
:root { color-scheme: light dark; --bg: ${light.bg}; --surface: ${light.surface}; --text: ${light.text}; --muted: ${light.textMuted}; --border: ${light.border}; --primary: ${light.primary}; --primary-text: ${light.primaryText}; --accent: ${light.accent}; --accent-text: ${light.accentText}; --focus: ${light.focus}; --danger: ${light.danger}; --danger-bg: ${light.dangerBg}; --link: ${light.link}; }
@media (prefers-color-scheme: dark) { :root { --bg: ${dark.bg}; --surface: ${dark.surface}; --text: ${dark.text}; --muted: ${dark.textMuted}; --border: ${dark.border}; --primary: ${dark.primary}; --primary-text: ${dark.primaryText}; --accent: ${dark.accent}; --accent-text: ${dark.accentText}; --focus: ${dark.focus}; --danger: ${dark.danger}; --danger-bg: ${dark.dangerBg}; --link: ${dark.link}; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 ${fontFamily}; background: var(--bg); color: var(--text); }
header { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; padding: 8px 16px; background: var(--primary); color: var(--primary-text); }
header a, header span { color: inherit; }
.brand { font-weight: 700; text-decoration: none; }
.signed-in { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
main { max-width: 48rem; margin: 0 auto; padding: 16px; }
a { color: var(--link); }
.stack { display: grid; gap: 6px; max-width: 24rem; }
input { font: inherit; padding: 10px; min-height: 44px; border: 1px solid var(--border); border-radius: 6px; background: var(--bg); color: var(--text); }
button { font: inherit; min-height: 44px; padding: 8px 16px; border: 0; border-radius: 6px; background: var(--accent); color: var(--accent-text); cursor: pointer; }
header button { background: transparent; border: 1px solid currentColor; color: inherit; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.problem { background: var(--danger-bg); color: var(--danger); padding: 8px 12px; border-radius: 6px; }
.leads { list-style: none; padding: 0; display: grid; gap: 8px; }
.leads li { border: 1px solid var(--border); border-radius: 8px; padding: 8px 12px; background: var(--surface); overflow-wrap: anywhere; }
.leads li.new { border-inline-start: 4px solid var(--accent); }
.leads p { margin: 4px 0; }
.who { font-weight: 700; }
.meta { color: var(--muted); font-size: 0.875rem; }
.message { white-space: pre-wrap; }
.filters { display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 8px; align-items: end; margin-block-end: 12px; }
.filters .wide { grid-column: 1 / -1; }
.field { display: grid; gap: 4px; }
.actions { display: flex; gap: 12px; align-items: center; }
select, textarea { font: inherit; padding: 8px; min-height: 44px; border: 1px solid var(--border); border-radius: 6px; background: var(--bg); color: var(--text); }
.contact { display: flex; flex-wrap: wrap; gap: 8px; }
.contact a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 16px; border-radius: 6px; background: var(--accent); color: var(--accent-text); text-decoration: none; font-weight: 600; }
.fields { display: grid; gap: 4px; margin: 12px 0; }
.fields div { display: grid; grid-template-columns: minmax(6rem, 30%) 1fr; gap: 8px; border-block-end: 1px solid var(--border); padding: 4px 0; }
.fields dt { color: var(--muted); }
.fields dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
form.stack { margin-block-end: 16px; }
.history { padding-inline-start: 20px; }
.done { background: var(--surface); border-inline-start: 4px solid var(--accent); padding: 8px 12px; }
table { border-collapse: collapse; margin: 16px 0; width: 100%; }
caption { text-align: start; font-weight: 700; padding-block-end: 4px; }
th, td { text-align: start; padding: 6px 8px; border-block-end: 1px solid var(--border); overflow-wrap: anywhere; }
td { text-align: end; width: 5rem; }
.check { display: flex; gap: 8px; align-items: center; min-height: 44px; }
.check input { width: 24px; height: 24px; min-height: 0; margin: 0; }
.versions { list-style: none; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; }
.version { border: 1px solid var(--border); border-radius: 8px; padding: 8px 12px; background: var(--surface); overflow-wrap: anywhere; }
.version h3 { margin: 0; font-size: 1rem; }
.version .actions, .version .actions form { flex-wrap: wrap; }
.version .actions form { display: flex; gap: 8px; align-items: center; }
.diff { max-height: 24rem; overflow: auto; padding: 8px; background: var(--bg); border: 1px solid var(--border); border-radius: 6px; font-size: 0.8125rem; white-space: pre; }
.addresses { columns: 12rem; }
.previewing { border: 2px solid var(--accent); border-radius: 8px; padding: 8px 12px; margin-block-end: 16px; }
.badge { margin-inline-start: 8px; font-size: 0.75rem; padding: 0 6px; border-radius: 999px; background: var(--accent); color: var(--accent-text); }
`;
