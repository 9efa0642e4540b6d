import { sanitizeEmailBody } from './sanitize-email-body';

describe('sanitizeEmailBody (the contract allow-list in the browser)', () => {
  it('keeps what the editor writes: sizes, direction, language, links, lists and tables', () => {
    const html =
      '<p dir="rtl" lang="he"><span style="font-size: 24px;">שלום</span></p>' +
      '<ul><li><a href="https://theater.test/map" target="_blank" rel="noopener">map</a></li></ul>' +
      '<table><tbody><tr><td>Row</td></tr></tbody></table><p><a href="mailto:office@greenroom.test">office</a></p>';
    expect(sanitizeEmailBody(html)).toBe(html);
  });

  it('draws nothing that could run or load: scripts, handlers, frames, forms and javascript: addresses', () => {
    const drawn = sanitizeEmailBody(
      '<p onclick="steal()">Hi<script>steal()</script></p><iframe src="https://evil.test"></iframe>' +
        '<form action="https://evil.test"><input name="x"></form><a href="javascript:steal()">link</a><img src="x" onerror="steal()">',
    );
    expect(drawn).toBe('<p>Hi</p><a>link</a><img src="x">');
  });

  it('keeps only the tags the server keeps: a style block or a video is dropped', () => {
    expect(sanitizeEmailBody('<style>p{}</style><video src="https://a.test/v.mp4"></video><p>Text</p>')).toBe('<p>Text</p>');
  });
});
