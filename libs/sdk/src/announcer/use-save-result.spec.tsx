import { staleVersionMessage } from '@greenroom/contracts';
import { act, render, renderHook, screen } from '@testing-library/react';
import { ApiError } from '../api/api-error';
import { LiveRegion } from './LiveRegion';
import { SaveResultAlerts } from './SaveResultAlerts';
import { useSaveResult } from './use-save-result';

const SUCCESS_MS = 3000;

function Saver({ dismissible }: { dismissible?: boolean }) {
  const result = useSaveResult({ successMs: SUCCESS_MS });
  return (
    <>
      <button type="button" onClick={() => result.succeed('Saved')}>
        Succeed
      </button>
      <button type="button" onClick={() => result.fail('Failed to save')}>
        Fail
      </button>
      <SaveResultAlerts result={result} dismissible={dismissible} />
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  // Let the announcements leave the store, so tests do not share messages.
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

describe('useSaveResult', () => {
  it('says a success politely and clears it after successMs', () => {
    render(<LiveRegion />);
    const { result } = renderHook(() => useSaveResult({ successMs: SUCCESS_MS }));
    act(() => result.current.succeed('Your teams have been updated successfully!'));
    expect(result.current.success).toBe('Your teams have been updated successfully!');
    expect(screen.getByTestId('live-region-polite')).toHaveTextContent(/^Your teams have been updated successfully!$/);
    expect(screen.getByTestId('live-region-assertive')).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(SUCCESS_MS - 1));
    expect(result.current.success).toBe('Your teams have been updated successfully!');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.success).toBeNull();
  });

  it('keeps a success until it is cleared when no successMs is given (a dialog that shows what it saved)', () => {
    const { result } = renderHook(() => useSaveResult());
    act(() => result.current.succeed('Event created successfully!'));
    act(() => jest.advanceTimersByTime(SUCCESS_MS * 10));
    expect(result.current.success).toBe('Event created successfully!');
    act(() => result.current.clear());
    expect(result.current.success).toBeNull();
  });

  it('says an error assertively and keeps it until it is dismissed', () => {
    render(<LiveRegion />);
    const { result } = renderHook(() => useSaveResult({ successMs: SUCCESS_MS }));
    act(() => result.current.fail('Failed to update teams'));
    expect(screen.getByTestId('live-region-assertive')).toHaveTextContent(/^Failed to update teams$/);
    expect(screen.getByTestId('live-region-polite')).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(SUCCESS_MS * 2));
    expect(result.current.error).toBe('Failed to update teams');
    act(() => result.current.dismissError());
    expect(result.current.error).toBeNull();
  });

  it('clears both messages as a new save starts', () => {
    const { result } = renderHook(() => useSaveResult({ successMs: SUCCESS_MS }));
    act(() => {
      result.current.succeed('Saved');
      result.current.fail('Failed to save');
    });
    act(() => result.current.clear());
    expect(result.current.success).toBeNull();
    expect(result.current.error).toBeNull();
  });
});

describe('SaveResultAlerts', () => {
  it('shows the error, then the success, neither as role="alert" since the live region reads them out', () => {
    render(<Saver />);
    act(() => screen.getByRole('button', { name: 'Succeed' }).click());
    act(() => screen.getByRole('button', { name: 'Fail' }).click());
    const error = screen.getByText('Failed to save');
    const success = screen.getByText('Saved');
    expect(error).toHaveClass('alert-danger');
    expect(success).toHaveClass('alert-success');
    expect(error.compareDocumentPosition(success) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close alert' })).not.toBeInTheDocument();
  });

  it('lets a dismissible error be closed', () => {
    render(<Saver dismissible />);
    act(() => screen.getByRole('button', { name: 'Fail' }).click());
    act(() => screen.getByRole('button', { name: 'Close alert' }).click());
    expect(screen.queryByText('Failed to save')).not.toBeInTheDocument();
  });

  it('scrolls each new message into view, the least distance that shows it', () => {
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    try {
      render(<Saver />);
      act(() => screen.getByRole('button', { name: 'Succeed' }).click());
      expect(scrolled).toEqual([screen.getByText('Saved')]);
      expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest', inline: 'nearest' });
      act(() => screen.getByRole('button', { name: 'Fail' }).click());
      expect(scrolled).toEqual([screen.getByText('Saved'), screen.getByText('Failed to save')]);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});

describe('failSave: a save someone else overtook', () => {
  const stale = staleVersionMessage('show', ['Description']);

  function Conflicted({ error, reload }: { error: unknown; reload: () => void }) {
    const result = useSaveResult();
    return (
      <>
        <button type="button" onClick={() => result.failSave(error, { failed: 'Failed to save the show' }, reload)}>
          Save
        </button>
        <SaveResultAlerts result={result} />
      </>
    );
  }

  it('says the server words assertively with a Reload button that clears them and loads the record', () => {
    const reload = jest.fn();
    render(
      <>
        <LiveRegion />
        <Conflicted error={new ApiError(409, stale, stale)} reload={reload} />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByTestId('live-region-assertive')).toHaveTextContent(stale);
    act(() => screen.getByRole('button', { name: 'Reload' }).click());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('offers no Reload for another refusal, a taken name (409) or a failure without words', () => {
    const reload = jest.fn();
    const { rerender } = render(
      <Conflicted error={new ApiError(409, 'A show with this name already exists', 'A show with this name already exists')} reload={reload} />,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByText('A show with this name already exists')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    rerender(<Conflicted error={new ApiError(500, 'API error (500)')} reload={reload} />);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByText('Failed to save the show')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
