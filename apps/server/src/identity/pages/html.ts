import type { Language, Messages } from './messages.ts';

/** Markup that is already safe; everything else passed to `html` is escaped. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

type Interpolation = SafeHtml | string | number | boolean | null | undefined | readonly Interpolation[];

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** Tagged template that escapes every interpolated value unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

function render(value: Interpolation): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

const styles = `
:root{color-scheme:light dark;--bg:#f4f6f8;--card:#fff;--text:#1f2933;--muted:#52606d;--primary:#1565c0;--primary-dark:#0d47a1;--error:#b71c1c;--error-bg:#fdecea;--ok:#1b5e20;--ok-bg:#e8f5e9;--border:#cbd2d9}
@media (prefers-color-scheme:dark){:root{--bg:#121212;--card:#1e1e1e;--text:#e4e7eb;--muted:#9aa5b1;--primary:#90caf9;--primary-dark:#64b5f6;--error:#ffab91;--error-bg:#3e2723;--ok:#a5d6a7;--ok-bg:#1b2e1c;--border:#3e4c59}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:var(--bg);color:var(--text);font:16px/1.5 Roboto,"Segoe UI",Helvetica,Arial,sans-serif}
main{width:100%;max-width:26rem;margin:1.5rem;padding:2rem;background:var(--card);border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.15)}
.brand{margin:0 0 .25rem;font-size:.875rem;font-weight:500;letter-spacing:.08em;text-transform:uppercase;color:var(--primary)}
h1{margin:0 0 1rem;font-size:1.5rem;font-weight:500}
p{margin:0 0 1rem}
form+nav{margin-top:1.25rem}
.muted{color:var(--muted);font-size:.875rem}
label{display:block;margin:0 0 .25rem;font-weight:500}
input[type=text],input[type=password]{display:block;width:100%;margin:0 0 1rem;padding:.625rem .75rem;font:inherit;color:inherit;background:transparent;border:1px solid var(--border);border-radius:4px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--primary);outline-offset:2px}
.check{display:flex;gap:.5rem;align-items:center;font-weight:400;margin-bottom:1.25rem}
.check input{width:1.125rem;height:1.125rem;margin:0}
button{width:100%;padding:.75rem;font:inherit;font-weight:500;color:#fff;background:var(--primary);border:0;border-radius:4px;cursor:pointer}
@media (prefers-color-scheme:dark){button{color:#0d1b2a}}
button:hover{background:var(--primary-dark)}
.alert{padding:.75rem 1rem;border-radius:4px}
.error{color:var(--error);background:var(--error-bg)}
.success{color:var(--ok);background:var(--ok-bg)}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{font-weight:500;color:var(--muted)}dd{margin:0}
nav{display:flex;flex-wrap:wrap;gap:1rem}
a{color:var(--primary)}
`;

/** The product's icon, a file of the web client (apps/web/public/favicon.svg) served by this process. */
const FAVICON = '/inventario/favicon.svg';

export interface PageOptions {
  language: Language;
  messages: Messages;
  title: string;
  body: SafeHtml;
}

/** The common frame of every page of the identity provider: product name, accessible, no scripts. */
export function page({ language, messages, title, body }: PageOptions): string {
  return html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="${FAVICON}" type="image/svg+xml">
<title>${title} · ${messages.product}</title>
<style>${new SafeHtml(styles)}</style>
</head>
<body>
<main>
<p class="brand">${messages.product}</p>
<h1>${title}</h1>
${body}
</main>
</body>
</html>`.value;
}

export function alert(kind: 'error' | 'success', text: string | undefined): SafeHtml {
  if (!text) return html``;
  return kind === 'error'
    ? html`<p class="alert error" role="alert">${text}</p>`
    : html`<p class="alert success" role="status">${text}</p>`;
}
