import { escapeHtml } from './merge-tags';

/**
 * The document every campaign and digest copy is sent in. Without a document, a viewport and a width limit, a
 * phone's mail program lays the message out 980 px wide and shrinks the text; one long unbroken name widened it
 * further. This is the long-tested e-mail pattern (the one MJML and React Email also emit): a full-width
 * presentation table centring one column of at most 600 px, inline styles (many mail programs drop <style>), long
 * words allowed to wrap, images no wider than the column. Checked in a browser at 390 px by the e2e tests.
 */
export function emailDocument(title: string, contentHtml: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(title)}</title>
<style>img{max-width:100%;height:auto}table{max-width:100%}a{color:#0b4f8a}</style>
</head>
<body style="margin:0;padding:0;background:#f3f3f3">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;background:#f3f3f3">
<tr><td align="center" style="padding:16px 8px">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:20px;text-align:left;font-family:Arial,Helvetica,sans-serif;font-size:18px;line-height:1.5;color:#111111;overflow-wrap:anywhere;word-wrap:break-word;word-break:break-word">
${contentHtml}
</div>
</td></tr>
</table>
</body>
</html>`;
}
