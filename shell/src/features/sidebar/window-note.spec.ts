import { windowNote } from './window-note';

describe('windowNote', () => {
  const windows = [{ route: '/holiday-party', startsOn: '2026-11-01', endsOn: '2026-12-01' }];

  it('says when a windowed page opens, until when it is open, or that it is closed', () => {
    expect(windowNote('/holiday-party', windows, '2026-10-31')).toBe('Opens November 1, 2026');
    expect(windowNote('holiday-party', windows, '2026-11-01')).toBe('Open until December 1, 2026');
    expect(windowNote('/holiday-party', windows, '2026-12-01')).toBe('Open until December 1, 2026');
    expect(windowNote('/holiday-party', windows, '2026-12-02')).toBe('Closed');
  });

  it("falls back to the spec's window when the server has none for the page", () => {
    expect(windowNote('/may-social', windows, '2026-01-01')).toBe('Closed');
  });

  it('says nothing for a page without a window, or while the windows load', () => {
    expect(windowNote('/my-teams', windows, '2026-11-05')).toBeNull();
    expect(windowNote('/holiday-party', undefined, '2026-11-05')).toBeNull();
  });
});
