import { EDITOR_FONT_SIZES } from '@greenroom/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RichTextEditor } from './RichTextEditor';

describe('RichTextEditor', () => {
  it('offers font sizes from 12 to 36 px (docs/spec-summary.md §2.9) and writes the chosen size into the HTML', async () => {
    const onChange = jest.fn();
    render(<RichTextEditor onChange={onChange} />);
    const sizes = screen.getByRole('combobox', { name: 'Font size' });
    const offered = Array.from(sizes.querySelectorAll('option'), (option) => option.textContent);
    expect(offered).toEqual(['Normal size', ...EDITOR_FONT_SIZES.map((size) => `${size} px`)]);
    expect(offered[1]).toBe('12 px');
    expect(offered[offered.length - 1]).toBe('36 px');

    await userEvent.selectOptions(sizes, '24');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Insert merge tag' }), 'First_Name');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><span style="font-size: 24px;">{{First_Name}}</span></p>'));
    expect(sizes).toHaveValue('24');
  });
});
