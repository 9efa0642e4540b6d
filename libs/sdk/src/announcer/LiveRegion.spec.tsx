import { act, render, screen } from '@testing-library/react';
import { ANNOUNCEMENT_LIFETIME_MS, announce } from './announcer-store';
import { LiveRegion } from './LiveRegion';
import { useAnnounce } from './use-announce';

function SaveButton() {
  const say = useAnnounce();
  return (
    <button type="button" onClick={() => say('Saved')}>
      Save
    </button>
  );
}

describe('LiveRegion', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    // Every message leaves the store after its lifetime; let that happen so tests do not share messages.
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('starts empty, so screen readers register both regions before anything is said', () => {
    render(<LiveRegion />);
    expect(screen.getByTestId('live-region-polite')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('live-region-assertive')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByTestId('live-region-polite')).toBeEmptyDOMElement();
    expect(screen.getByTestId('live-region-assertive')).toBeEmptyDOMElement();
  });

  it('says polite messages in the polite region and errors in the assertive one', () => {
    render(<LiveRegion />);
    act(() => {
      announce('Sending 3 of 40');
      announce('Failed to save changes: Mobile is too long', 'assertive');
    });
    expect(screen.getByTestId('live-region-polite')).toHaveTextContent(/^Sending 3 of 40$/);
    expect(screen.getByTestId('live-region-assertive')).toHaveTextContent(/^Failed to save changes: Mobile is too long$/);
  });

  it('reaches the region from a component elsewhere in the page and says a repeated message again', () => {
    render(
      <>
        <LiveRegion />
        <SaveButton />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    // Two nodes: a reader hears an addition, which one text node that did not change would not give.
    expect(screen.getByTestId('live-region-polite').querySelectorAll('p')).toHaveLength(2);
  });

  it('empties itself once a message has had time to be read', () => {
    render(<LiveRegion />);
    act(() => announce('Saved'));
    expect(screen.getByTestId('live-region-polite')).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(ANNOUNCEMENT_LIFETIME_MS));
    expect(screen.getByTestId('live-region-polite')).toBeEmptyDOMElement();
  });
});
