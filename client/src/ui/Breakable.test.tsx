import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breakable } from './Breakable';

describe('Breakable', () => {
  it('offers a line break after "@" and before each "." and nowhere else', () => {
    const { container } = render(<Breakable text="kerjasama@sukamajukab.example.id" />);
    expect(container.textContent).toBe('kerjasama@sukamajukab.example.id');
    expect(container.innerHTML).toBe('kerjasama@<wbr>sukamajukab<wbr>.example<wbr>.id');
  });

  it('leaves a plain account name whole', () => {
    const { container } = render(<Breakable text="admin" />);
    expect(container.innerHTML).toBe('admin');
  });
});
