import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useFormDraft } from './use-form-draft';

type Values = { conflicts: string; mobile: string };

function useDraftedForm(key: string | null) {
  const form = useForm<Values>({ defaultValues: { conflicts: '', mobile: '' } });
  return { form, draft: useFormDraft(form, key) };
}

describe('useFormDraft', () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps the member's typing in session storage and offers it back on the next visit", () => {
    const first = renderHook(() => useDraftedForm('audition:m-1:Earnest'));
    expect(first.result.current.draft.offered).toBe(false);
    act(() => first.result.current.form.setValue('conflicts', 'Away in March', { shouldDirty: true }));
    expect(JSON.parse(sessionStorage.getItem('draft:audition:m-1:Earnest') ?? '{}')).toEqual({ conflicts: 'Away in March', mobile: '' });
    first.unmount();

    const second = renderHook(() => useDraftedForm('audition:m-1:Earnest'));
    expect(second.result.current.draft.offered).toBe(true);
    act(() => second.result.current.draft.restore());
    expect(second.result.current.form.getValues('conflicts')).toBe('Away in March');
    expect(second.result.current.draft.offered).toBe(false);

    act(() => second.result.current.draft.clear());
    expect(sessionStorage.getItem('draft:audition:m-1:Earnest')).toBeNull();
  });

  it('keeps no draft without a key', () => {
    const { result } = renderHook(() => useDraftedForm(null));
    act(() => result.current.form.setValue('mobile', '352'));
    expect(sessionStorage.length).toBe(0);
  });
});
