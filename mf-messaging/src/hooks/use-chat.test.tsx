import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { bus } from '@site/shared';
import { useOperatorTyping } from './use-chat';

function Probe() {
  return <span data-testid="typing">{useOperatorTyping() ? 'yes' : 'no'}</span>;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('operator typing sign', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeEach(async () => {
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
    await act(async () => root.render(<Probe />));
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });
  const shown = () => host.querySelector('[data-testid="typing"]')?.textContent;

  it('"Customer service is typing" clears when the operator\'s answer arrives (issue 29: it stayed under the answer)', async () => {
    await act(async () => bus.emit('chat:typing', { conversationId: 1, from: 'OPERATOR' }));
    expect(shown()).toBe('yes');
    await act(async () => bus.emit('chat:message', { conversationId: 1, messageId: 2, sender: 'OPERATOR' }));
    expect(shown()).toBe('no');
  });

  it("the member's own message does not clear the operator's typing sign", async () => {
    await act(async () => bus.emit('chat:typing', { conversationId: 1, from: 'OPERATOR' }));
    await act(async () => bus.emit('chat:message', { conversationId: 1, messageId: 3, sender: 'MEMBER' }));
    expect(shown()).toBe('yes');
  });
});
