import '../../ui/testing/noAnimations';
import { fireEvent, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it, vi } from 'vitest';
import { SkpdComboDocument } from '../../generated/graphql';
import { SkpdCombobox } from './SkpdCombobox';

const mocks = [
  {
    request: { query: SkpdComboDocument, variables: () => true },
    result: {
      data: {
        skpdCombo: [
          { __typename: 'Skpd', idSkpd: 4, skpd: 'Dinas Kominfo' },
          { __typename: 'Skpd', idSkpd: 5, skpd: 'Dinas Kesehatan' },
        ],
      },
    },
    maxUsageCount: 10,
  },
];

describe('SkpdCombobox', () => {
  it('searches agencies and reports the chosen one', async () => {
    const onChange = vi.fn();
    render(
      <MockedProvider mocks={mocks}>
        <SkpdCombobox value={null} onChange={onChange} />
      </MockedProvider>,
    );
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'dinas' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Dinas Kesehatan' }));
    expect(onChange).toHaveBeenLastCalledWith({ idSkpd: 5, skpd: 'Dinas Kesehatan' });
  });

  it('clears the choice when the text is edited', () => {
    const onChange = vi.fn();
    render(
      <MockedProvider mocks={mocks}>
        <SkpdCombobox value={{ idSkpd: 4, skpd: 'Dinas Kominfo' }} onChange={onChange} />
      </MockedProvider>,
    );
    const input = screen.getByRole('combobox') as HTMLInputElement;
    expect(input.value).toBe('Dinas Kominfo');
    fireEvent.change(input, { target: { value: 'Dinas Komin' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input.value).toBe('Dinas Komin');
  });
});
