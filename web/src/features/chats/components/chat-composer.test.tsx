import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatComposer } from './chat-composer';

function setup(busy = false) {
  const onSend = vi.fn();
  render(<ChatComposer busy={busy} streaming={false} onSend={onSend} onStop={vi.fn()} />);
  const input = screen.getByTestId('chat-input');
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  const send = () => fireEvent.submit(screen.getByTestId('chat-composer'));
  return { onSend, type, send };
}

describe('ChatComposer (spec 5 Chat input, Slash commands)', () => {
  it('does not send empty input and sends trimmed, collapsed text', () => {
    const { onSend, type, send } = setup();
    type('   \n\n ');
    send();
    expect(onSend).not.toHaveBeenCalled();
    type('  hi\n\n\n\nthere  ');
    send();
    expect(onSend).toHaveBeenCalledWith('hi\n\nthere');
  });

  it('shows a hint for a recognised command and refuses a long instruction', () => {
    const { onSend, type, send } = setup();
    type('/direct she smiles');
    expect(screen.getByTestId('slash-hint')).toHaveTextContent('/direct');
    type('/directly');
    expect(screen.queryByTestId('slash-hint')).toBeNull();
    type(`/analyze ${'x'.repeat(501)}`);
    send();
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Instructions must be less than 500 characters. Please be more concise.',
    );
  });

  it('sends nothing while a turn is running', () => {
    const { onSend, type, send } = setup(true);
    type('hello');
    send();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('Esc stops a running reply; Up in an empty composer edits the last own message', () => {
    const onStop = vi.fn();
    const onEditLast = vi.fn();
    const { rerender } = render(
      <ChatComposer busy streaming onSend={vi.fn()} onStop={onStop} onEditLast={onEditLast} />,
    );
    const input = screen.getByTestId('chat-input');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onStop).toHaveBeenCalledTimes(1);
    rerender(
      <ChatComposer
        busy={false}
        streaming={false}
        onSend={vi.fn()}
        onStop={onStop}
        onEditLast={onEditLast}
      />,
    );
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(onEditLast).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { value: 'draft' } });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(onEditLast).toHaveBeenCalledTimes(1);
  });
});
