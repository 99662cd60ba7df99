import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keptAlive } from './kept-alive';

const useCount = keptAlive(0);
const useOtherCount = keptAlive(10);

function Counter({ testId, useValue }: { testId: string; useValue: () => [number, (next: number) => void] }) {
  const [count, setCount] = useValue();
  return (
    <button data-testid={testId} onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

describe('keptAlive', () => {
  it('brings a page back with the state it was left in, each kept value on its own', () => {
    const first = render(
      <>
        <Counter testId="a" useValue={useCount} />
        <Counter testId="b" useValue={useOtherCount} />
      </>,
    );
    fireEvent.click(screen.getByTestId('a'));
    fireEvent.click(screen.getByTestId('a'));
    expect(screen.getByTestId('a').textContent).toBe('2');
    expect(screen.getByTestId('b').textContent).toBe('10');
    first.unmount();

    render(<Counter testId="a" useValue={useCount} />);
    expect(screen.getByTestId('a').textContent).toBe('2');
  });
});
