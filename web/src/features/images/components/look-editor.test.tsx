import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LookEditor } from './look-editor';

const saveLook = vi.fn();
let look: { look: string; custom: boolean; portrait: null } | undefined;
vi.mock('../api/character-look', () => ({
  useLook: () => ({ data: look }),
  saveLook: (id: string, text: string) => saveLook(id, text),
}));

describe('the character look editor (issue 10: a look, built and editable)', () => {
  it('shows nothing for a character that is not mine', () => {
    look = undefined;
    const { container } = render(<LookEditor characterId="c1" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the built look and saves an edited one', async () => {
    look = { look: 'photo of Luna, an adult woman, 27 years old', custom: false, portrait: null };
    saveLook.mockResolvedValue({});
    render(<LookEditor characterId="c1" />);
    expect(screen.getByTestId('look-editor')).toHaveTextContent('from their description');
    fireEvent.click(screen.getByRole('button', { name: 'Edit look' }));
    fireEvent.change(screen.getByLabelText('Their look'), {
      target: { value: ' photo of Luna, red dress ' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save look' }));
    });
    expect(saveLook).toHaveBeenCalledWith('c1', 'photo of Luna, red dress');
  });

  it('says why a refused look was not saved', async () => {
    look = { look: 'photo of Luna', custom: true, portrait: null };
    saveLook.mockRejectedValue(
      new Error('This look was not saved because it contains Prohibited Underage Content.'),
    );
    render(<LookEditor characterId="c1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit look' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save look' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Prohibited Underage Content');
  });
});
