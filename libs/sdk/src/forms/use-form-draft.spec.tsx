import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { DRAFT_MAX_AGE_MS, useFormDraft, type FormDraftOptions } from './use-form-draft';

type Values = { conflicts: string; mobile: string };

function useDraftedForm(key: string | null, options?: FormDraftOptions) {
  const form = useForm<Values>({ defaultValues: { conflicts: '', mobile: '' } });
  return { form, draft: useFormDraft(form, key, options) };
}

const stored = (storage: Storage, key: string) => JSON.parse(storage.getItem(key) ?? 'null') as { savedAt: number; values: Values } | null;

describe('useFormDraft', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it("keeps the member's typing for every tab of this browser and offers it back, saying when it was typed", () => {
    const first = renderHook(() => useDraftedForm('audition:m-1:Earnest'));
    expect(first.result.current.draft.offered).toBe(false);
    act(() => first.result.current.form.setValue('conflicts', 'Away in March', { shouldDirty: true }));
    expect(stored(localStorage, 'draft:audition:m-1:Earnest')).toEqual({
      savedAt: expect.any(Number),
      values: { conflicts: 'Away in March', mobile: '' },
    });
    first.unmount();
    // A new tab starts with empty session storage (the sign-in link opens one); local storage is the browser's.
    sessionStorage.clear();

    const second = renderHook(() => useDraftedForm('audition:m-1:Earnest'));
    expect(second.result.current.draft.offered).toBe(true);
    expect(second.result.current.draft.savedAt).toBeGreaterThan(Date.now() - 60_000);
    act(() => second.result.current.draft.restore());
    expect(second.result.current.form.getValues('conflicts')).toBe('Away in March');
    expect(second.result.current.draft.offered).toBe(false);

    act(() => second.result.current.draft.clear());
    expect(localStorage.getItem('draft:audition:m-1:Earnest')).toBeNull();
  });

  it('offers no draft older than two days, and removes it', () => {
    localStorage.setItem('draft:bio:m-1', JSON.stringify({ savedAt: Date.now() - DRAFT_MAX_AGE_MS - 1, values: { conflicts: 'Old', mobile: '' } }));
    const { result } = renderHook(() => useDraftedForm('bio:m-1'));
    expect(result.current.draft.offered).toBe(false);
    expect(localStorage.getItem('draft:bio:m-1')).toBeNull();
  });

  it('keeps a draft that no member owns in this tab only', () => {
    const { result } = renderHook(() => useDraftedForm('join', { acrossTabs: false }));
    act(() => result.current.form.setValue('mobile', '352', { shouldDirty: true }));
    expect(stored(sessionStorage, 'draft:join')?.values.mobile).toBe('352');
    expect(localStorage.length).toBe(0);
  });

  it('keeps no draft without a key', () => {
    const { result } = renderHook(() => useDraftedForm(null));
    act(() => result.current.form.setValue('mobile', '352'));
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });
});
