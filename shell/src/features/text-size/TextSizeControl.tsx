import { ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { TEXT_SIZES, textSizes } from './text-size';
import { useTextSize } from './use-text-size';

/** Normal, Large or Larger text, on top of the 18px base; remembered for this member in this browser. */
export function TextSizeControl() {
  const [size, choose] = useTextSize();
  return (
    <fieldset className="mt-3">
      <legend className="fs-6 fw-semibold mb-1">Text size</legend>
      <ToggleButtonGroup type="radio" name="text-size" value={size} onChange={choose} className="d-flex flex-wrap">
        {textSizes.map((key) => (
          <ToggleButton key={key} id={`text-size-${key}`} value={key} variant="outline-dark" className="flex-grow-1">
            {TEXT_SIZES[key].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </fieldset>
  );
}
