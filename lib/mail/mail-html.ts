import { brand } from '@/lib/env';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** A line of the text part, escaped, its web addresses as links. */
const line = (text: string) => escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The HTML part of a mail, made from its text part: the same words (what the outbox stores is
 * what both parts say), paragraphs at blank lines, links clickable, under the brand's name.
 */
export function mailHtml(text: string, subject: string) {
  const { company } = brand();
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => `<p>${p.split('\n').map(line).join('<br>')}</p>`)
    .join('\n');
  return (
    `<!doctype html><html><head><meta charset="utf-8"><title>${escape(subject)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">` +
    `<p style="font-weight:bold">${escape(company.headline)}</p>\n${paragraphs}\n` +
    `<p style="color:#555;font-size:13px">${escape(company.name)}, ${escape(company.street)}, ${escape(company.postCode)} ${escape(company.city)}</p>` +
    `</body></html>`
  );
}
