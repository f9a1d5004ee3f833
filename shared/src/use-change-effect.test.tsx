import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useChangeEffect } from './use-change-effect';

test('runs when its dependencies change, not as the component mounts', () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const seen: string[] = [];
  function Probe({ page }: { page: string }) {
    useChangeEffect(() => void seen.push(page), [page]);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe page="/m/home" />));
  expect(seen).toEqual([]);
  act(() => root.render(<Probe page="/m/home" />));
  expect(seen).toEqual([]);
  act(() => root.render(<Probe page="/m/activity" />));
  expect(seen).toEqual(['/m/activity']);
  act(() => root.unmount());
});
