// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExplainedButton } from './explained-button.tsx';

afterEach(cleanup);

describe('a button disabled with its reason', () => {
  it('stays in the Tab order, described by the reason, and runs nothing', () => {
    const onClick = vi.fn();
    render(
      <ExplainedButton onClick={onClick} disabledReason="I beni sono in un buono successivo">
        Elimina
      </ExplainedButton>,
    );
    const button = screen.getByRole('button', { name: 'Elimina' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const description = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('I beni sono in un buono successivo');
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is a plain button without a reason', () => {
    const onClick = vi.fn();
    render(<ExplainedButton onClick={onClick}>Elimina</ExplainedButton>);
    const button = screen.getByRole('button', { name: 'Elimina' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
